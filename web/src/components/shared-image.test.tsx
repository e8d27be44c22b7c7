import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SharedImage, { readImageSnapshot } from './shared-image';

// A 1×1 PNG, as a canvas writes one.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

describe('an image shared by link', () => {
  it('is drawn as an <img> named by its label', () => {
    render(<SharedImage snapshot={{ image: PIXEL, label: 'iPhone 15 Pro mockup' }} />);
    expect(screen.getByRole('img', { name: 'iPhone 15 Pro mockup' }).getAttribute('src')).toBe(PIXEL);
  });

  it('takes only a raster data URL: nothing that loads from elsewhere or is SVG', () => {
    for (const image of [
      'https://example.com/track.png',
      'javascript:alert(1)',
      `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')}`,
      'data:text/html;base64,PHNjcmlwdD4=',
      `${PIXEL}"><script>`,
      42,
    ])
      expect(readImageSnapshot({ image })).toBeNull();
    render(<SharedImage snapshot={{ image: 'https://example.com/track.png' }} />);
    expect(screen.queryByRole('img')).toBeNull();
    screen.getByText('This snapshot is not an image this page can show.');
  });

  it('names an unlabelled image "Shared image"', () => {
    expect(readImageSnapshot({ image: PIXEL, label: ' ' })).toEqual({ src: PIXEL, label: 'Shared image' });
  });
});
