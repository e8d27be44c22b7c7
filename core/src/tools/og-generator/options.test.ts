import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { checkLogoFile, normalizeOgInput, OG_DEFAULTS, OG_DOWNLOAD_SPACING_MS, ogFileName } from './options';

describe('normalizeOgInput', () => {
  it('fills in the defaults', () => {
    expect(normalizeOgInput({})).toEqual(OG_DEFAULTS);
  });
  it.each([
    [{ title: 'x'.repeat(61) }, 'Title is 61 characters; the limit is 60.'],
    [{ description: 'x'.repeat(161) }, 'Description is 161 characters; the limit is 160.'],
    [{ logoOpacity: 0.4 }, 'Logo opacity must be between 0.5 and 1.'],
    [{ logoOpacity: 1.1 }, 'Logo opacity must be between 0.5 and 1.'],
    [{ template: 'poster' }, 'Unknown template "poster". Choose one of: blog, app, tweet, docs, product.'],
    [{ theme: 'neon' }, 'Unknown theme "neon". Choose one of: dark, light, gradient, minimal.'],
    [
      { logoPosition: 'middle' },
      'Unknown logo position "middle". Choose one of: top-left, top-right, center, bottom-left, bottom-right.',
    ],
    [{ logoSize: 'huge' }, 'Unknown logo size "huge". Choose one of: small, medium, large.'],
  ])('rejects %o', (input, message) => {
    expect(() => normalizeOgInput(input as never)).toThrow(new ToolInputError(message));
  });
  it('accepts the limits themselves', () => {
    expect(() =>
      normalizeOgInput({ title: 'x'.repeat(60), description: 'y'.repeat(160), logoOpacity: 0.5 }),
    ).not.toThrow();
  });
});

describe('checkLogoFile', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/svg+xml', size: 2 * 1024 * 1024 }, null],
    [
      { type: 'application/pdf', size: 10 },
      { title: 'Invalid File Type', message: 'Please upload an image file (PNG, JPG, or SVG)' },
    ],
    [
      { type: '', size: 10 },
      { title: 'Invalid File Type', message: 'Please upload an image file (PNG, JPG, or SVG)' },
    ],
    [
      { type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 },
      { title: 'File Too Large', message: 'Please upload an image smaller than 2MB' },
    ],
  ])('%o', (file, expected) => {
    expect(checkLogoFile(file)).toEqual(expected);
  });
});

it('names files og-image-{w}x{h}', () => {
  expect(ogFileName({ width: 1200, height: 630 })).toBe('og-image-1200x630.png');
  expect(ogFileName({ width: 1024, height: 512 }, 'jpg')).toBe('og-image-1024x512.jpg');
});

describe('download-all spacing (spec §9)', () => {
  it('waits 500 ms between OG images', () => {
    expect(OG_DOWNLOAD_SPACING_MS).toBe(500);
  });
});
