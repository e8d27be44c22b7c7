/**
 * Syntax highlighting for fenced code, the same tokens for the preview, the blog and the PDF: highlight.js (its
 * DOM-free core and a set of common languages) gives scopes, which fold into a few token kinds, each with one
 * colour per palette. Only a named language is highlighted (guessing is slow and often wrong).
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import scss from 'highlight.js/lib/languages/scss';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeHtml } from '../html/escape';
import type { TokenKind } from './syntax-palette';

export { SYNTAX_PALETTES, syntaxCss } from './syntax-palette';

const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  dockerfile,
  go,
  ini,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  python,
  ruby,
  rust,
  scss,
  shell,
  sql,
  swift,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
// Names people write after the fence that highlight.js does not know as aliases.
hljs.registerAliases(['toml', 'cfg'], { languageName: 'ini' });
hljs.registerAliases(['jsonc', 'json5'], { languageName: 'json' });
hljs.registerAliases(['vue', 'svelte'], { languageName: 'xml' });
hljs.registerAliases(['console', 'shellsession', 'sh-session'], { languageName: 'shell' });

/** highlight.js scope -> kind (GitHub's colour groups, as in highlight.js's github themes). */
const KIND_OF: Record<string, TokenKind> = {
  keyword: 'keyword',
  doctag: 'keyword',
  'template-tag': 'keyword',
  'template-variable': 'keyword',
  type: 'keyword',
  'variable.language_': 'keyword',
  title: 'title',
  'title.class_': 'title',
  'title.class_.inherited__': 'title',
  'title.function_': 'title',
  attr: 'constant',
  attribute: 'constant',
  literal: 'constant',
  meta: 'constant',
  number: 'constant',
  operator: 'constant',
  variable: 'constant',
  'selector-attr': 'constant',
  'selector-class': 'constant',
  'selector-id': 'constant',
  property: 'constant',
  regexp: 'string',
  string: 'string',
  'meta-string': 'string',
  built_in: 'builtin',
  symbol: 'builtin',
  comment: 'comment',
  code: 'comment',
  formula: 'comment',
  name: 'tag',
  quote: 'tag',
  'selector-tag': 'tag',
  'selector-pseudo': 'tag',
  section: 'section',
  bullet: 'bullet',
  addition: 'addition',
  deletion: 'deletion',
};

export interface CodeRun {
  text: string;
  kind?: TokenKind;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** `<span class="hljs-title function_">` -> the kind of its scope, or of its first word. */
function kindOf(classes: string): TokenKind | undefined {
  const scope = classes
    .split(/\s+/)
    .map((name) => name.replace(/^hljs-/, ''))
    .join('.');
  return KIND_OF[scope] ?? KIND_OF[scope.split('.')[0] ?? ''];
}

/** Whether the fence's language is one this module colours. */
export function knownLanguage(lang: string | undefined): boolean {
  const name = (lang ?? '').trim().split(/[\s{]/)[0] ?? '';
  return name !== '' && hljs.getLanguage(name) !== undefined;
}

/** The code as runs with their token kind (none for plain text), line breaks kept inside the runs. */
export function highlightRuns(code: string, lang: string | undefined): CodeRun[] {
  const name = (lang ?? '').trim().split(/[\s{]/)[0] ?? '';
  if (!knownLanguage(name)) return [{ text: code }];
  let html: string;
  try {
    html = hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
  } catch {
    return [{ text: code }];
  }
  const runs: CodeRun[] = [];
  const stack: (TokenKind | undefined)[] = [];
  let last = 0;
  const push = (raw: string) => {
    if (!raw) return;
    const kind = [...stack].reverse().find((k) => k !== undefined);
    const text = unescapeHtml(raw);
    const prev = runs.at(-1);
    if (prev && prev.kind === kind) prev.text += text;
    else runs.push(kind ? { text, kind } : { text });
  };
  for (const match of html.matchAll(/<span class="([^"]*)">|<\/span>/g)) {
    push(html.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] !== undefined) stack.push(kindOf(match[1]));
    else stack.pop();
  }
  push(html.slice(last));
  return runs;
}

/** The runs split at line breaks: one array of runs per line. */
export function highlightLines(code: string, lang: string | undefined): CodeRun[][] {
  const lines: CodeRun[][] = [[]];
  for (const run of highlightRuns(code, lang)) {
    run.text.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines.at(-1)?.push(run.kind ? { text: part, kind: run.kind } : { text: part });
    });
  }
  return lines;
}

/** Highlighted code as HTML (the inside of `<code>`): escaped text in `<span class="tok-KIND">`. */
export function highlightHtml(code: string, lang: string | undefined): string {
  return highlightRuns(code, lang)
    .map((run) =>
      run.kind ? `<span class="tok-${run.kind}">${escapeHtml(run.text)}</span>` : escapeHtml(run.text),
    )
    .join('');
}
