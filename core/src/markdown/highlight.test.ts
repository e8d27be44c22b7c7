import { describe, expect, it } from 'vitest';
import {
  highlightHtml,
  highlightLines,
  highlightRuns,
  knownLanguage,
  SYNTAX_PALETTES,
  syntaxCss,
} from './highlight';

describe('highlight', () => {
  it.each([
    ['rust', 'fn main() { let x = "s"; }', ['keyword', 'title', 'string']],
    ['py', 'def f(x):\n    return 1  # c', ['keyword', 'title', 'constant', 'comment']],
    ['ts', 'const a: number = 1;', ['keyword', 'builtin', 'constant']],
    ['java', 'public class A { int x = 2; }', ['keyword', 'title', 'constant']],
    ['go', 'func main() { fmt.Println("x") }', ['keyword', 'title', 'string']],
    ['toml', '[package]\nname = "x"', ['section', 'constant', 'string']],
    ['diff', '-old\n+new', ['deletion', 'addition']],
  ])('colours %s by token kind', (lang, code, kinds) => {
    const runs = highlightRuns(code, lang);
    expect(runs.map((r) => r.text).join('')).toBe(code);
    for (const kind of kinds) expect(runs.map((r) => r.kind)).toContain(kind);
  });

  it('leaves unknown and missing languages plain, and keeps every character', () => {
    expect(highlightRuns('a < b && c', 'nosuchlang')).toEqual([{ text: 'a < b && c' }]);
    expect(highlightRuns('x', undefined)).toEqual([{ text: 'x' }]);
    expect(knownLanguage('rust ignore')).toBe(true);
    const html = 'if (a < b && c > "d") { x = \'&amp;\' }';
    expect(
      highlightRuns(html, 'js')
        .map((r) => r.text)
        .join(''),
    ).toBe(html);
  });

  it('splits runs into lines, empty lines kept', () => {
    expect(highlightLines('let a = 1;\n\n// end', 'js')).toEqual([
      [{ text: 'let', kind: 'keyword' }, { text: ' a = ' }, { text: '1', kind: 'constant' }, { text: ';' }],
      [],
      [{ text: '// end', kind: 'comment' }],
    ]);
  });

  it('escapes the code in HTML and gives each kind its colour rule', () => {
    expect(highlightHtml('<b>&</b>', 'unknown')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(highlightHtml('"<x>"', 'js')).toBe('<span class="tok-string">"&lt;x&gt;"</span>');
    expect(syntaxCss(SYNTAX_PALETTES.light)).toContain('.tok-string{color:#0a3069}');
  });
});
