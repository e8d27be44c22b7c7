import { describe, expect, it } from 'vitest';
import { CALLOUT_PALETTES, calloutCss } from './callouts';
import { lexDocument } from './document-marked';
import { markdownToHtml } from './render';
import { markdownToSafeHtml } from './safe-html';

const html = (markdown: string) => markdownToHtml(markdown).trim();

describe('VitePress containers', () => {
  it.each([
    [
      '::: tip\nA **tip**.\n:::',
      '<div class="callout callout-tip"><p class="callout-title">TIP</p>\n<p>A <strong>tip</strong>.</p>\n</div>',
    ],
    [
      '::: warning\nCareful.\n:::',
      '<div class="callout callout-warning"><p class="callout-title">WARNING</p>\n<p>Careful.</p>\n</div>',
    ],
    [
      '::: danger STOP\nNo.\n:::',
      '<div class="callout callout-danger"><p class="callout-title">STOP</p>\n<p>No.</p>\n</div>',
    ],
    [
      '::: info\nFYI.\n:::',
      '<div class="callout callout-info"><p class="callout-title">INFO</p>\n<p>FYI.</p>\n</div>',
    ],
    [
      '::: details\nHidden.\n:::',
      '<details class="callout callout-info"><summary class="callout-title">Details</summary>\n<p>Hidden.</p>\n</details>',
    ],
    [
      '::: details Code {open}\nShown.\n:::',
      '<details class="callout callout-info" open><summary class="callout-title">Code</summary>\n<p>Shown.</p>\n</details>',
    ],
    // Not boxes: a name VitePress styles otherwise shows its content plainly; an unclosed one stays text.
    [
      '::: code-group\n```sh\nnpm i\n```\n:::',
      '<pre tabindex="0"><code class="language-sh">npm i\n</code></pre>',
    ],
    ['::: tip\nnever closed', '<p>::: tip\nnever closed</p>'],
    // After a paragraph line too: the text goes on (a paragraph was cut at each such line, and marked's setext
    // heading rule then read the rest of the document once per line: 400 such lines took 48 s).
    ['x\n::: tip\n:::: note\n::: tip', '<p>x\n::: tip\n:::: note\n::: tip</p>'],
    [
      'x\n:::: tip\n::: tip\nin\n:::',
      '<p>x\n:::: tip</p>\n<div class="callout callout-tip"><p class="callout-title">TIP</p>\n<p>in</p>\n</div>',
    ],
  ])('%j', (markdown, expected) => {
    expect(html(markdown)).toBe(expected);
  });

  it('closes on its own marker: nested boxes, more colons outside, ::: inside code kept', () => {
    const out = html(':::: warning Outer\n::: tip\nInner.\n:::\n```md\n:::\n```\n::::\n\nAfter.');
    expect(out).toBe(
      '<div class="callout callout-warning"><p class="callout-title">Outer</p>\n' +
        '<div class="callout callout-tip"><p class="callout-title">TIP</p>\n<p>Inner.</p>\n</div>\n' +
        '<pre tabindex="0"><code class="language-md">:::\n</code></pre>\n</div>\n<p>After.</p>',
    );
  });
});

describe('GitHub alerts', () => {
  it.each([
    ['NOTE', 'info', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'danger', 'Caution'],
  ])('> [!%s] is a %s box titled %s', (marker, tone, title) => {
    expect(html(`> [!${marker}]\n> Read *this*.`)).toBe(
      `<div class="callout callout-${tone}"><p class="callout-title">${title}</p>\n<p>Read <em>this</em>.</p>\n</div>`,
    );
  });

  it('a plain quote stays a quote; the lexer the PDF reads sees the same alerts', () => {
    expect(html('> Just a quote.')).toBe('<blockquote>\n<p>Just a quote.</p>\n</blockquote>');
    const { tokens } = lexDocument('> [!NOTE]\n> Hi\n\n::: tip\nYo\n:::');
    expect(tokens.filter((t) => t.type !== 'space').map((t) => t.type)).toEqual(['alert', 'container']);
  });
});

describe('sanitized', () => {
  it('a title is text, raw HTML inside a box goes through the allowlist as anywhere else', () => {
    const out = markdownToSafeHtml(
      '::: danger <img src=x onerror=alert(1)>\n<script>alert(2)</script>\n\n[x](javascript:alert(3))\n:::\n\n> [!NOTE]\n> <iframe src="https://evil.example"></iframe>ok',
      'allowlist',
    );
    expect(out).toContain('<p class="callout-title">&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(out).not.toMatch(/<script|<iframe|javascript:|<img/);
    expect(out).toContain('<div class="callout callout-info"><p class="callout-title">Note</p>');
  });

  it('the CSS colours each tone from its palette', () => {
    expect(calloutCss(CALLOUT_PALETTES.light)).toContain(
      `.callout-tip{--callout:${CALLOUT_PALETTES.light.tip}}`,
    );
    expect(calloutCss(CALLOUT_PALETTES.dark)).toContain(
      `.callout-danger{--callout:${CALLOUT_PALETTES.dark.danger}}`,
    );
  });
});
