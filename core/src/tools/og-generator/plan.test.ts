import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { metaTags } from './meta-tags';
import { OG_SIZES, ogFileName } from './options';
import { runOgLogoCheck, runOgPlan, runOgTags } from './plan';

describe('runOgPlan: the files a run makes, checked before anything is drawn', () => {
  it('names one image per size, then the tags file when a base URL is given', () => {
    expect(runOgPlan().files).toEqual([
      'og-image-1200x630.png',
      'og-image-1200x600.png',
      'og-image-1024x512.png',
    ]);
    const jpeg = runOgPlan({
      sizes: [{ width: 1024, height: 512 }],
      mime: 'image/jpeg',
      imageBaseUrl: 'https://example.com/og',
    });
    expect(jpeg.files).toEqual(['og-image-1024x512.jpg', 'og-meta-tags.html']);
    expect(runOgPlan().preview).toEqual({ width: 1200, height: 630 });
  });

  it.each([
    [{ input: { title: 'x'.repeat(61) } }],
    [{ input: { logoOpacity: 2 } }],
    [{ imageBaseUrl: '/og/' }],
  ])('refuses %j with a ToolInputError', (request) => {
    expect(() => runOgPlan(request)).toThrow(ToolInputError);
  });
});

describe('runOgTags', () => {
  it('is the tags for the files the plan names', () => {
    const input = { title: 'Launch', description: 'Week' };
    const { tags, file } = runOgTags({ input, imageBaseUrl: 'https://example.com/og/' });
    const images = OG_SIZES.map((size) => ({ ...size, name: ogFileName(size), mime: 'image/png' }));
    expect(tags).toBe(metaTags({ ...input, imageBaseUrl: 'https://example.com/og/', images }));
    expect(file).toEqual({ name: 'og-meta-tags.html', mime: 'text/html', data: `${tags}\n` });
  });
});

describe('runOgLogoCheck', () => {
  it('passes an image under 2MB and names the problem otherwise', () => {
    expect(runOgLogoCheck({ type: 'image/png', size: 10 }).problem).toBeNull();
    expect(runOgLogoCheck({ type: 'text/plain', size: 10 }).problem?.title).toBeTruthy();
  });
});
