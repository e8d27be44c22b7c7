import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each tool has one front door: `core/src/tools/<id>/index.ts`. What it may export (README, "Each tool's front door"):
// - `meta`, the registry entry;
// - types and interfaces (the input, its options, the result shape): they carry no rule of their own;
// - functions named `run<Something>` or `generate<Something>`: the entry points, `(input, ports) => result`
//   (`pnpm new-tool` scaffolds a `generate<Tool>`);
// - error classes (a class whose name ends in `Error` and extends another): the typed input error naming the field;
// - UPPER_SNAKE_CASE constants that are plain data: limits, defaults, option lists and user-facing messages.
//   Plain data is literals, arrays, objects and templates of those, and other constants' names: no function,
//   call or `new` anywhere inside, so a front end reads the value and never runs a rule it holds.
// Anything else stays private to the tool's folder.

const tools = fileURLToPath(new URL('.', import.meta.url));

type Kind = 'type' | 'function' | 'class' | 'constant' | 'other';

interface Exported {
  name: string;
  kind: Kind;
  /** For constants: the initializer is plain data. For classes: it extends something. */
  plain: boolean;
}

function moduleFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  // A specifier may name its file with the extension (`./catalog.ts`) or without, as TypeScript resolves both.
  const named = /\.tsx?$/.test(base) ? [base] : [];
  for (const candidate of [...named, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${relative(tools, from)}: cannot resolve ${specifier}`);
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

const ENTRY_POINT = /^(?:run|generate)[A-Z]/;
const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** Literals, arrays, objects and templates of those, and other constants' names: nothing that runs. */
export function isPlainData(node: ts.Expression): boolean {
  if (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  ) {
    return true;
  }
  if (ts.isIdentifier(node)) return UPPER_SNAKE.test(node.text) || node.text === 'undefined';
  if (ts.isPropertyAccessExpression(node)) return isPlainData(node.expression);
  if (ts.isElementAccessExpression(node))
    return isPlainData(node.expression) && isPlainData(node.argumentExpression);
  if (ts.isPrefixUnaryExpression(node)) return isPlainData(node.operand);
  if (ts.isBinaryExpression(node)) return isPlainData(node.left) && isPlainData(node.right);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return isPlainData(node.expression);
  }
  if (ts.isTemplateExpression(node)) return node.templateSpans.every((span) => isPlainData(span.expression));
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.every((element) =>
      isPlainData(ts.isSpreadElement(element) ? element.expression : element),
    );
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every((property) => {
      if (ts.isPropertyAssignment(property)) {
        return (
          (!ts.isComputedPropertyName(property.name) || isPlainData(property.name.expression)) &&
          isPlainData(property.initializer)
        );
      }
      if (ts.isSpreadAssignment(property)) return isPlainData(property.expression);
      return ts.isShorthandPropertyAssignment(property) && UPPER_SNAKE.test(property.name.text);
    });
  }
  return false;
}

/** What `name` is where `file` declares it, following re-exports and imports. */
function declared(file: string, name: string, seen = 0): Exported {
  if (seen > 10) throw new Error(`${relative(tools, file)}: ${name} re-exported in a loop`);
  const source = parse(file);
  for (const statement of source.statements) {
    if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      statement.name.text === name
    ) {
      return { name, kind: 'type', plain: true };
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      return { name, kind: 'function', plain: false };
    }
    if (ts.isClassDeclaration(statement) && statement.name?.text === name) {
      const extendsSomething = (statement.heritageClauses ?? []).some(
        (clause) => clause.token === ts.SyntaxKind.ExtendsKeyword,
      );
      return { name, kind: 'class', plain: extendsSomething };
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          return { name, kind: 'function', plain: false };
        }
        const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
        return { name, kind: 'constant', plain: isConst && init !== undefined && isPlainData(init) };
      }
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        if (element.name.text !== name) continue;
        if (statement.isTypeOnly || element.isTypeOnly) return { name, kind: 'type', plain: true };
        const original = element.propertyName?.text ?? name;
        if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
          const found = declared(moduleFile(file, statement.moduleSpecifier.text), original, seen + 1);
          return { ...found, name };
        }
        if (original !== name) return { ...declared(file, original, seen + 1), name };
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if (element.name.text !== name) continue;
        const specifier = statement.moduleSpecifier.text;
        if (!specifier.startsWith('.') && !specifier.startsWith('#core/'))
          return { name, kind: 'other', plain: false };
        const target = specifier.startsWith('#core/')
          ? moduleFile(join(tools, '..', 'x.ts'), `./${specifier.slice('#core/'.length)}`)
          : moduleFile(file, specifier);
        return { ...declared(target, element.propertyName?.text ?? name, seen + 1), name };
      }
    }
  }
  throw new Error(`${relative(tools, file)}: cannot find the declaration of ${name}`);
}

/** Every name a tool's index.ts exports, with what it is. */
export function frontDoor(tool: string): Exported[] {
  const index = join(tools, tool, 'index.ts');
  const source = parse(index);
  const names: Exported[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
        throw new Error(`${tool}/index.ts: \`export *\` hides what the front door exports; name each export`);
      }
      for (const element of statement.exportClause.elements) names.push(declared(index, element.name.text));
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      throw new Error(`${tool}/index.ts: declare in a module beside it and re-export by name`);
    }
  }
  return names;
}

/** Why an export breaks the rule, or undefined when it may stand in the front door. */
export function breaksRule(exported: Exported): string | undefined {
  const { name, kind, plain } = exported;
  if (name === 'meta') return undefined;
  switch (kind) {
    case 'type':
      return undefined;
    case 'function':
      return ENTRY_POINT.test(name) ? undefined : 'a function not named run… or generate…';
    case 'class':
      return /Error$/.test(name) && plain ? undefined : 'a class that is not an input error';
    case 'constant':
      if (!UPPER_SNAKE.test(name)) return 'a constant not named in UPPER_SNAKE_CASE';
      return plain ? undefined : 'a constant that is not plain data';
    default:
      return 'an imported value';
  }
}

const toolIds = readdirSync(tools, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(tools, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

describe("each tool's front door", () => {
  it('finds every tool', () => {
    expect(toolIds.length).toBeGreaterThan(25);
  });

  it.each(toolIds)(
    '%s/index.ts exports meta, types, entry points, input errors and data constants only',
    (tool) => {
      const exports = frontDoor(tool);
      expect(exports.map((entry) => entry.name)).toContain('meta');
      const breaking = exports.flatMap((entry) => {
        const why = breaksRule(entry);
        return why ? [`${entry.name}: ${why}`] : [];
      });
      expect(breaking, `${tool}/index.ts exports names beyond its front door`).toEqual([]);
    },
  );
});

describe('the rule itself', () => {
  const constant = (text: string) => {
    const source = ts.createSourceFile('x.ts', `const X = ${text};`, ts.ScriptTarget.Latest, true);
    const statement = source.statements[0] as ts.VariableStatement;
    return isPlainData(statement.declarationList.declarations[0]?.initializer as ts.Expression);
  };

  it.each([
    ["'Title is too long'", true],
    ['60', true],
    ['-1', true],
    ["{ title: 'Invalid', max: TITLE_MAX, list: ['a', 'b'] } as const", true],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the case is source text
    ['`at most ${TITLE_MAX} characters`', true],
    ['[...BASE, 3] satisfies readonly number[]', true],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the case is source text
    ['(n: number) => `${n}`', false],
    ["{ message: (n: number) => 'x' }", false],
    ['{ check() { return 1; } }', false],
    ['new Set([1])', false],
    ["'a'.repeat(3)", false],
    ['helper', false],
  ])('%s is plain data: %s', (text, plain) => {
    expect(constant(text)).toBe(plain);
  });

  it.each<[Exported, boolean]>([
    [{ name: 'meta', kind: 'constant', plain: false }, true],
    [{ name: 'CronInput', kind: 'type', plain: true }, true],
    [{ name: 'runCron', kind: 'function', plain: false }, true],
    [{ name: 'generateReadme', kind: 'function', plain: false }, true],
    [{ name: 'CronFieldError', kind: 'class', plain: true }, true],
    [{ name: 'TITLE_MAX', kind: 'constant', plain: true }, true],
    [{ name: 'parseCron', kind: 'function', plain: false }, false],
    [{ name: 'Parser', kind: 'class', plain: true }, false],
    [{ name: 'themes', kind: 'constant', plain: true }, false],
    [{ name: 'TEMPLATES', kind: 'constant', plain: false }, false],
  ])('%o may stand in the front door: %s', (exported, allowed) => {
    expect(breaksRule(exported) === undefined).toBe(allowed);
  });
});
