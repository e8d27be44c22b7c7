import { screen, within } from '@testing-library/react';
import { tools, toolsByCategory } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import { renderSignedInApp } from '../testing/render-signed-in-app';

describe('the dashboard, signed in', () => {
  it('holds the projects’ place from the first paint, before the account store has loaded', async () => {
    renderSignedInApp('/');
    // The app's routes load lazily: a loaded machine takes seconds.
    await screen.findByRole('heading', { level: 1, name: 'Your developer toolbox' }, { timeout: 10_000 });
    // Drawn only once the store's chunk had loaded, the section pushed every section under it down after the page
    // had painted (Lighthouse mobile: cumulative layout shift 0.12). It is there from the first paint: busy, its
    // empty list's text taking its place unseen (or, when an earlier test of this worker loaded the chunk, shown).
    const projects = screen.getByRole('region', { name: 'Your projects' });
    const placeholder = within(projects).getByText(/No projects yet/);
    const busy = projects.getAttribute('aria-busy') === 'true';
    expect(placeholder.getAttribute('aria-hidden')).toBe(busy ? 'true' : null);
    expect(placeholder.classList.contains('invisible')).toBe(busy);
  });

  it('lists every tool once under All Tools, in a section per category, and counts the registry', async () => {
    renderSignedInApp('/');
    const all = await screen.findByRole('region', { name: 'All Tools' });
    const sections = toolsByCategory(tools);
    expect(
      within(all)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(sections.map((section) => section.title));
    for (const section of sections) {
      const region = within(all).getByRole('region', { name: section.title });
      expect(
        within(region)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(section.tools.map((tool) => `/${tool.id}`));
    }
    expect(screen.getByText(`${tools.length} Developer Tools`)).toBeTruthy();
  });
});
