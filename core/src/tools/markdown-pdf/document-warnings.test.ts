import { describe, expect, it } from 'vitest';
import { runMarkdownPdf } from './run-pdf';

describe('image warnings', () => {
  it('names an image with an empty src as such, not as nothing after the colon', async () => {
    // vue-element-admin's README has `<img ... src="" title="variantForm">`.
    const { warnings } = await runMarkdownPdf(
      {
        markdown: '# Doc\n\n<img height="200px" src="" title="variantForm">\n\n![gone](missing.png)\n',
        theme: 'github',
      },
      { images: async () => ({}) },
    );
    expect(warnings).toContainEqual(
      "2 images were not embedded (missing, unreadable, outside the document's folder, or not PNG, JPEG, GIF, WebP or SVG): (an empty src), missing.png",
    );
  });
});
