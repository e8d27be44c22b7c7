import { describe, expect, it } from 'vitest';
import { checkPage } from './check';
import { generateMetaTags } from './generate';
import { META_DEFAULTS, META_MESSAGES } from './options';
import { runMetaCheck, runMetaTags } from './run';

const form = {
  ...META_DEFAULTS,
  title: 'Ada Docs 📚',
  description: 'Guides for Ada',
  url: 'https://ada.dev/guides',
  image: '/og.png',
};

describe('the front door', () => {
  it('a form with errors gives no tags, and what the page shows beside them', () => {
    const result = runMetaTags(form);
    expect(result.tags).toBe('');
    expect(result.errors).toEqual([META_MESSAGES.image]);
    expect(result.counts).toEqual({ title: 10, description: 14 });
    expect(result.seo.map((factor) => factor.passed)).toEqual([true, true, false]);
    expect(result.previews.map((preview) => [preview.network.id, preview.site, preview.showImage])).toEqual([
      ['facebook', 'ada.dev', false],
      ['twitter', 'ada.dev', false],
      ['linkedin', 'ada.dev', false],
    ]);
  });

  it('a valid form gives the tags generateMetaTags writes', () => {
    const valid = { ...form, image: 'https://ada.dev/og.png' };
    const result = runMetaTags(valid);
    expect(result.errors).toEqual([]);
    expect(result.tags).toBe(generateMetaTags(valid));
    expect(result.previews.every((preview) => preview.showImage)).toBe(true);
  });

  it('checks a page as checkPage does', () => {
    const html = '<head><title>Ada</title><meta property="og:title" content="Ada"></head>';
    expect(runMetaCheck({ html })).toEqual(checkPage(html));
  });
});
