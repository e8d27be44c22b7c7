import { describe, expect, it } from 'vitest';
import { PREVIEW_NETWORKS } from '../../social/image-sizes';
import { META_DEFAULTS } from './options';
import { socialPreview, truncate } from './preview';

describe('truncate', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['one two three', 8, 'one two…'],
    ['🚀🚀🚀🚀', 3, '🚀🚀…'],
  ])('%j to %i -> %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });
});

describe('socialPreview (spec §9)', () => {
  it('uses each network limits and optimal image size', () => {
    expect(
      PREVIEW_NETWORKS.map((p) => [
        p.id,
        p.preview.titleMax,
        p.preview.descriptionMax,
        p.image.width,
        p.image.height,
      ]),
    ).toEqual([
      ['facebook', 65, 125, 1200, 630],
      ['twitter', 70, 200, 1200, 630],
      ['linkedin', 60, 160, 1200, 600],
    ]);
    const input = {
      ...META_DEFAULTS,
      title: 't'.repeat(80),
      description: 'd'.repeat(300),
      url: 'https://Example.com/x',
    };
    for (const platform of PREVIEW_NETWORKS) {
      const preview = socialPreview(input, platform);
      expect([...preview.title]).toHaveLength(platform.preview.titleMax);
      expect([...preview.description]).toHaveLength(platform.preview.descriptionMax);
      expect(preview.title.endsWith('…')).toBe(true);
      expect(preview.site).toBe('example.com');
      expect(preview.imageSize).toBe(`${platform.image.width} × ${platform.image.height}`);
    }
  });
});
