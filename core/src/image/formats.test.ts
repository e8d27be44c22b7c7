import { describe, expect, it } from 'vitest';
import { IMAGE_FORMAT_NAMES, IMAGE_FORMATS, imageExtension } from './formats';

describe('IMAGE_FORMATS', () => {
  it('lists every format once, in display order', () => {
    expect([...IMAGE_FORMAT_NAMES].sort()).toEqual(Object.keys(IMAGE_FORMATS).sort());
  });

  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('%s is %s, saved as .%s', (format, mime, extension) => {
    expect(IMAGE_FORMATS[format]).toEqual({ mime, extension });
  });

  it.each(IMAGE_FORMAT_NAMES)('%s: its MIME type gives back its extension', (format) => {
    expect(imageExtension(IMAGE_FORMATS[format].mime)).toBe(IMAGE_FORMATS[format].extension);
  });
});
