// The OG Image Generator and the Meta Tags page read one table of social image sizes (core/src/social): the size
// the Meta Tags page calls optimal for a network is the size of the OG file made for that network.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MetaTagsPage from './meta-tags/meta-tags-page';
import OgGeneratorPage from './og-generator/og-generator-page';

const SIZE = /(\d+) × (\d+)/;

describe('social image sizes on the OG and Meta Tags pages', () => {
  it('shows the same size for each network on both pages', () => {
    const og = render(
      <MemoryRouter>
        <OgGeneratorPage />
      </MemoryRouter>,
    );
    // "Twitter/Facebook" -> "1200 × 630", from each download card's title and detail.
    const made = new Map<string, string>();
    for (const row of screen.getAllByTestId(/^og-size-/)) {
      const size = SIZE.exec(row.textContent ?? '')?.[0];
      const networks = /^(.*?)\d/.exec(row.textContent ?? '')?.[1] ?? '';
      for (const network of networks.split('/')) if (size) made.set(network.trim(), size);
    }
    expect(made.size).toBeGreaterThanOrEqual(3);
    og.unmount();

    render(
      <MemoryRouter>
        <MetaTagsPage />
      </MemoryRouter>,
    );
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Preview & Export' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Preview & Export' }));
    // The share cards, each with its optimal image (the Google result beside them has none).
    const previews = screen
      .getAllByRole('figure')
      .filter((figure) => within(figure).queryByText(/Optimal image:/));
    expect(previews.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
    ]);
    for (const figure of previews) {
      const network = figure.querySelector('figcaption')?.textContent ?? '';
      const optimal = within(figure).getByText(/Optimal image:/).textContent ?? '';
      expect([network, SIZE.exec(optimal)?.[0]]).toEqual([network, made.get(network)]);
    }
  });
});
