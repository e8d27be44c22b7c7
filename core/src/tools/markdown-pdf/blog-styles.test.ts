import { describe, expect, it } from 'vitest';
import { CALLOUT_PALETTES } from '../../markdown/callouts';
import { blogCss } from './blog-styles';

describe('blogCss', () => {
  it('styles ::: containers and > [!NOTE] alerts, the dark style with the dark palette', () => {
    expect(blogCss('modern')).toContain(`.callout-tip{--callout:${CALLOUT_PALETTES.light.tip}}`);
    expect(blogCss('minimal')).toContain('.callout{');
    expect(blogCss('dark')).toContain(`.callout-danger{--callout:${CALLOUT_PALETTES.dark.danger}}`);
  });
});
