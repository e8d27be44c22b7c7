import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import { renderPage } from '../../testing/render-page';
import ChangelogGeneratorPage from './changelog-generator-page';

const page = () => renderPage(ChangelogGeneratorPage);

describe('Changelog Generator page', () => {
  it('keeps the project and its entries over a reload', () => {
    const first = page();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Kept Project' } });
    fireEvent.change(screen.getByLabelText('Version Bump Type'), { target: { value: 'major' } });
    fireEvent.change(screen.getByLabelText('Change entry 1'), { target: { value: 'Added dark mode' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    fireEvent.change(screen.getByLabelText('Change entry 2'), { target: { value: 'Fixed login' } });
    first.unmount();
    page();
    expect(screen.getByLabelText('Project Name')).toHaveProperty('value', 'Kept Project');
    expect(screen.getByLabelText('Version Bump Type')).toHaveProperty('value', 'major');
    expect(screen.getByLabelText('Change entry 1')).toHaveProperty('value', 'Added dark mode');
    expect(screen.getByLabelText('Change entry 2')).toHaveProperty('value', 'Fixed login');
  });

  it('drops stored entries of another shape and keeps one empty entry', () => {
    localStorage.setItem(
      storageKey('changelog-generator', 'form'),
      JSON.stringify({ entries: [1, null, { id: 'x' }] }),
    );
    page();
    expect(screen.getByLabelText('Change entry 1')).toHaveProperty('value', '');
    expect(screen.queryByLabelText('Change entry 2')).toBeNull();
  });

  it('writes Conventional Commits entries without their prefix, breaking first, in the style chosen', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Change entry 1'), {
      target: { value: 'fix(cli): handle empty input' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    fireEvent.change(screen.getByLabelText('Change entry 2'), { target: { value: 'feat!: drop Node 18' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Changelog/ }));
    const markdown = await screen.findByRole('region', { name: 'Keep a Changelog Format' });
    const text = markdown.textContent ?? '';
    expect(text).toContain('### BREAKING CHANGES\n\n- drop Node 18');
    expect(text).toContain('### Added\n\n- **BREAKING** drop Node 18');
    expect(text).toContain('### Fixed\n\n- **cli:** handle empty input');
    expect(text).not.toMatch(/(feat!|fix\(cli\)):/);
    expect(text.indexOf('BREAKING CHANGES')).toBeLessThan(text.indexOf('### Added'));

    // The Formats card's styles are a choice, and the output follows it without another Generate.
    const formats = screen.getByRole('group', { name: 'Changelog style' });
    fireEvent.click(within(formats).getByRole('radio', { name: /GitHub release notes/ }));
    const github = screen.getByRole('region', { name: 'GitHub release notes Format' }).textContent ?? '';
    expect(github).toMatch(/^## What's Changed\n\n### ⚠️ Breaking Changes\n\n\* drop Node 18\n/);
    fireEvent.click(within(formats).getByRole('radio', { name: /Angular/ }));
    const angular = screen.getByRole('region', { name: 'Angular Format' }).textContent ?? '';
    expect(angular).toMatch(/^# 1\.1\.0 \(\d{4}-\d{2}-\d{2}\)\n\n\n### BREAKING CHANGES\n\n\* drop Node 18/);
    expect(angular).toContain('### Bug Fixes\n\n* **cli:** handle empty input');
  });

  it('promises no git history: the page explains toolbox changelog for that', () => {
    page();
    expect(document.body.textContent).not.toMatch(/your git history/i);
    expect(screen.getByText(/reads the Conventional\s+Commits since the last release tag/)).toBeTruthy();
  });
});
