import type { Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { code } from './code-block';
import { THEMES } from './themes';

type Cell = { text: string | { text: string; color?: string }[] };
const rowsOf = (text: string, lang = '') => {
  const content = code({ type: 'code', raw: text, text, lang } as Tokens.Code, THEMES.github, 515) as {
    table: { body: Cell[][] };
  };
  return content.table.body.map(([cell]) =>
    typeof cell!.text === 'string' ? cell!.text : cell!.text.map((run) => run.text).join(''),
  );
};

describe('code block rows', () => {
  it('keeps one row per source line', () => {
    expect(rowsOf('a\n\nb')).toEqual(['a', ' ', 'b']);
  });

  it('cuts a line that wraps past a page into rows a page holds, keeping every character', () => {
    const line = `${'const a = "😀";'.repeat(800)}`;
    const rows = rowsOf(line, 'js');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.join('')).toBe(line);
    // At most 24 wrapped lines of ~92 characters (a page holds ~55): a row never breaks across pages.
    for (const row of rows) expect(Array.from(row).length).toBeLessThanOrEqual(24 * 92);
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    expect(rows.filter((row) => loneSurrogate.test(row))).toEqual([]);
  });
});
