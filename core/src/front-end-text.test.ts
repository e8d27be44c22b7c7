import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, sourcesUnder } from './testing/repo-sources';

// A rule's words live once, in core: the user-facing messages and limits core exports are imported by the web
// pages and CLI commands, never retyped there. This test collects the text of every exported constant in core
// (strings, and strings inside exported message tables) and every exported limit (`…_MAX`, `…_MIN`, `…LIMIT…`),
// then reads the string literals, templates and JSX text of web/src and cli/src (tests aside) and fails on
// a core message found in them, or on a limit written out beside its unit ("60 characters").

function parse(path: string): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(
    path,
    readFileSync(join(REPO_ROOT, path), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
}

const isExported = (statement: ts.Statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** A sentence a person reads, not an identifier, a path, a class list or code: words with spaces and a letter. */
export function isMessage(text: string): boolean {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return (
    trimmed.length >= 12 &&
    /\s/.test(trimmed) &&
    /[A-Za-z]{3}/.test(trimmed) &&
    !/[{};=<>\\]|^\w+:\S/.test(trimmed)
  );
}

/** The literal text inside an expression: strings and the fixed parts of templates, walking arrays and objects. */
function textsIn(node: ts.Node, found: string[] = []): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
  else if (ts.isTemplateExpression(node)) {
    found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
  } else if (ts.isPropertyAssignment(node)) textsIn(node.initializer, found);
  else if (!ts.isFunctionLike(node) && !ts.isCallExpression(node)) {
    ts.forEachChild(node, (child) => {
      textsIn(child, found);
    });
  }
  return found;
}

interface CoreText {
  text: string;
  from: string;
}

const LIMIT_NAME = /(^|_)(MAX|MIN)(_|$)|LIMIT/;

/** Messages and limits core exports, with the constant each comes from. */
function coreTexts(): { messages: CoreText[]; limits: CoreText[] } {
  const messages: CoreText[] = [];
  const limits: CoreText[] = [];
  for (const path of sourcesUnder('core/src')) {
    for (const statement of parse(path).statements) {
      if (!ts.isVariableStatement(statement) || !isExported(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const name = declaration.name.text;
        if (!/^[A-Z][A-Z0-9_]*$/.test(name)) continue;
        const from = `${path} ${name}`;
        for (const text of textsIn(declaration.initializer)) {
          if (isMessage(text)) messages.push({ text: text.trim().replace(/\s+/g, ' '), from });
        }
        let value: ts.Expression = declaration.initializer;
        while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
        if (LIMIT_NAME.test(name) && ts.isNumericLiteral(value) && Number(value.text) >= 10) {
          limits.push({ text: value.text.replace(/_/g, ''), from });
        }
      }
    }
  }
  return { messages, limits };
}

/** The text a front-end file writes: string literals, template parts and JSX text, with their lines. */
function frontEndTexts(path: string): { text: string; line: number }[] {
  const source = parse(path);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      text = node.text;
    else if (ts.isJsxText(node)) text = node.text;
    if (text !== undefined && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ text: text.replace(/\s+/g, ' '), line });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Front-end text that repeats core's, as "<file>:<line> repeats <core file> <constant>", waiting for its fix.
 * Each fix removes its entry (a stale entry fails too); the list is meant to be empty.
 */
/** The Conventional Commits term named in help and option text, not a rule applied there (each front end's parsing goes through core/src/conventional). */
const KNOWN_REPEATS: readonly string[] = [
  'web/src/tools/changelog-generator/changelog-formats.tsx:16 repeats core/src/conventional/breaking.ts BREAKING_KEYWORDS: "BREAKING CHANGE"',
  'cli/src/commands/check/check.ts:130 repeats core/src/conventional/breaking.ts BREAKING_KEYWORDS: "BREAKING CHANGE"',
  'cli/src/commands/commit.ts:51 repeats core/src/conventional/breaking.ts BREAKING_KEYWORDS: "BREAKING CHANGE"',
];

const UNITS = 'characters?|chars|bytes|items|entries|matches|errors|rows|colou?rs|lines|files|tags|keywords';

describe('front ends import the messages and limits core exports', () => {
  const { messages, limits } = coreTexts();
  const files = [...sourcesUnder('web/src'), ...sourcesUnder('cli/src')];

  it('finds core text to look for', () => {
    expect(messages.length).toBeGreaterThan(50);
    expect(limits.length).toBeGreaterThan(5);
  });

  it('finds no core message or limit retyped in web/src or cli/src', () => {
    const limitPattern = (limit: CoreText) => new RegExp(`(?:^|[^\\d.,])${limit.text} (?:${UNITS})\\b`, 'i');
    const repeats: string[] = [];
    for (const path of files) {
      const raw = readFileSync(join(REPO_ROOT, path), 'utf8').replace(/\s+/g, ' ');
      const candidates = messages.filter((message) => raw.includes(message.text));
      const limitCandidates = limits.filter((limit) => limitPattern(limit).test(raw));
      if (candidates.length === 0 && limitCandidates.length === 0) continue;
      for (const { text, line } of frontEndTexts(path)) {
        for (const message of candidates) {
          if (text.includes(message.text))
            repeats.push(`${path}:${line} repeats ${message.from}: "${message.text}"`);
        }
        for (const limit of limitCandidates) {
          const match = limitPattern(limit).exec(text);
          if (match) repeats.push(`${path}:${line} repeats ${limit.from}: "${match[0].trim()}"`);
        }
      }
    }
    const found = [...new Set(repeats)];
    expect(
      found.filter((repeat) => !KNOWN_REPEATS.includes(repeat)),
      'import these from core instead',
    ).toEqual([]);
    expect(
      KNOWN_REPEATS.filter((repeat) => !found.includes(repeat)),
      'stale KNOWN_REPEATS',
    ).toEqual([]);
  });
});

describe('what counts as a message', () => {
  it.each([
    ['Please enter a valid Tailwind config', true],
    ['Invalid JSON string', true],
    ['text-muted-foreground', false],
    ['day of week', false],
    ['SELECT * FROM t;', false],
    ['https://example.com/a b', false],
  ])('%j: %s', (text, expected) => {
    expect(isMessage(text)).toBe(expected);
  });
});
