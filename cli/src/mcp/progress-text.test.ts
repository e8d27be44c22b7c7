import { describe, expect, it } from 'vitest';
import { progressText } from './progress-text';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('progressText: the MCP progress message', () => {
  it('keeps a short line whole', () => {
    expect(progressText('formatting 3 files…')).toBe('formatting 3 files…');
  });

  it('cut at 300 never splits a surrogate pair (an emoji starting at unit 299)', () => {
    const line = `${'a'.repeat(299)}😀 and more`;
    const sent = progressText(line);
    expect(sent).not.toMatch(LONE_SURROGATE);
    expect(sent).toBe('a'.repeat(299));
  });

  it('cut at 300 never splits a grapheme (a family emoji, a letter and its combining accent)', () => {
    const family = '👨‍👩‍👧';
    const sent = progressText(`${'a'.repeat(295)}${family}`);
    expect(sent).toBe('a'.repeat(295));
    const accented = progressText(`${'b'.repeat(299)}e\u0301 café`);
    expect(accented).toBe('b'.repeat(299));
    expect(progressText('é'.repeat(400)).length).toBe(300);
  });

  it('makes control characters visible before cutting', () => {
    expect(progressText('\u001b[31mred')).not.toContain('\u001b');
  });
});
