import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findTool, toolForCommand } from './registry';

// Tools stay independent (code two tools share goes into a folder named for what it holds, e.g.
// core/src/conventional, which in turn depends on no tool), shared web components never reach back into
// the app shell, and test helpers never ship. Paths below are relative to the repository root, with forward slashes.

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Imports that break a rule and wait for their fix, as "<file> imports <specifier>". Each fix must
 * remove its entry (a stale entry fails too); the list is meant to be empty.
 */
const KNOWN_VIOLATIONS: readonly string[] = [];

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST_FILE = /(\.test\.tsx?$)|(^|\/)(test|tests)\//;

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(repo, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(join(repo, path)).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Module specifiers a file imports or re-exports, static or dynamic (strings and comments are not read). */
function importsOf(path: string): string[] {
  const text = readFileSync(join(repo, path), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The tool a file (or an extension-less import target) belongs to, or undefined for shared code. */
export function ownerOf(path: string): string | undefined {
  const folder = /^(?:core\/src\/tools|web\/src\/tools)\/([^/]+)\//.exec(path);
  if (folder) return findTool(folder[1] ?? '')?.id ?? folder[1];
  // A CLI command belongs to the tool whose registry entry lists it (`cli.commands`).
  const command = /^cli\/src\/commands\/([^/.]+)(?:[/.]|$)/.exec(path);
  if (command) {
    const name = command[1] ?? '';
    return toolForCommand(name)?.id ?? findTool(name)?.id;
  }
  return undefined;
}

/** Where a specifier points, as a repository path (without extension), or a package specifier unchanged. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return relative(repo, resolve(repo, dirname(file), specifier))
    .split('\\')
    .join('/');
}

/** The CLI above its platform modules: commands, their context, flags, output and screens. */
const CLI_COMMAND_LAYER =
  /^cli\/src\/(?:(?:commands|output|ui|completion)(?:\/|$)|(?:context|flags|flag-table|main|command-module)$)/;

/** Why `file` may not import `specifier`, or null when it may. */
export function violation(file: string, specifier: string): string | null {
  const to = target(file, specifier);
  const own = ownerOf(file);
  const coreTool = /^@toolbox\/core\/tools\/([^/]+)/.exec(to);
  const other = coreTool ? coreTool[1] : ownerOf(`${to}/`);
  if (own && other && other !== own) return `tool ${own} reaches into tool ${other}`;
  // Shared core folders serve every tool and depend on none; only the registry reads each tool's meta.
  const sharedCore = file.startsWith('core/src/') && !own;
  if (sharedCore && other && !(file === 'core/src/registry.ts' && /\/meta$/.test(to))) {
    return `shared core code depends on tool ${other}`;
  }
  if (file.startsWith('web/src/components/') && (to === 'web/src/app' || to.startsWith('web/src/app/'))) {
    return 'a shared component reaches back into the app shell';
  }
  // CLI platform modules sit under the commands: they take plain values and callbacks, never the command layer.
  if (file.startsWith('cli/src/platform/') && !TEST_FILE.test(file) && CLI_COMMAND_LAYER.test(to)) {
    return 'a CLI platform module reaches up into the command layer';
  }
  if (/^@toolbox\/core\/testing(\/|$)/.test(to) && !TEST_FILE.test(file) && !file.startsWith('core/')) {
    return 'production code imports core test helpers';
  }
  return null;
}

const AREAS = ['core/src', 'cli/src', 'web/src', 'api-docs-script/src'];

function findViolations(): string[] {
  return AREAS.flatMap(filesUnder).flatMap((file) =>
    importsOf(file).flatMap((specifier) => {
      const why = violation(file, specifier);
      return why ? [`${file} imports ${specifier} (${why})`] : [];
    }),
  );
}

describe('the rule', () => {
  it.each([
    // The imports issue #17 found, each of which must be caught.
    ['core/src/tools/changelog-generator/git-mode.ts', '../commit-message-assistant/keywords', true],
    ['core/src/tools/changelog-generator/git-mode.ts', '@toolbox/core/tools/commit-message-assistant', true],
    ['web/src/tools/mockup-generator/mockup-generator-page.tsx', '../og-generator/canvas-view', true],
    ['web/src/components/tool-page.tsx', '../app/document-title', true],
    ['web/src/components/ui/button.tsx', '../../app/shortcut', true],
    // A CLI command is its tool's: og.ts may not borrow the favicon command's or tool's code.
    ['cli/src/commands/og.ts', './favicon', true],
    ['cli/src/commands/og.ts', '@toolbox/core/tools/favicon-maker', true],
    ['cli/src/commands/uuid.ts', '@toolbox/core/tools/meta-tags', true],
    ['cli/src/platform/fs-sink.ts', '@toolbox/core/testing', true],
    ['web/src/platform/dom-graphics.ts', '@toolbox/core/testing/fixed-clock', true],
    ['core/src/conventional/message.ts', '../tools/commit-message-assistant/lint-rules', true],
    ['core/src/image/formats.ts', '../tools/og-generator/options', true],
    ['cli/src/platform/device-login.ts', '../output/terminal-text', true],
    ['cli/src/platform/sql-folder.ts', '../context', true],
    ['cli/src/platform/sql-folder.ts', '../output/write-output', true],
    // What stays allowed.
    ['web/src/tools/og-generator/og-generator-page.tsx', '@toolbox/core/tools/og-generator', false],
    ['web/src/tools/og-generator/og-generator-page.tsx', './canvas-view', false],
    ['web/src/tools/og-generator/og-generator-page.tsx', '../../components/tool-page', false],
    ['cli/src/commands/og.ts', '@toolbox/core/tools/og-generator', false],
    ['cli/src/commands/uuid.ts', '@toolbox/core/tools/dev-utilities', false],
    ['cli/src/commands/og.test.ts', './og', false],
    ['cli/src/commands/index.ts', './og', false],
    ['cli/src/commands/og.ts', '../output/write-output', false],
    ['cli/src/platform/device-login.ts', '../terminal-text', false],
    ['cli/src/platform/api.ts', '../errors', false],
    ['cli/src/platform/sign-in.test.ts', '../main', false],
    ['core/src/tools/changelog-generator/git-mode.ts', '../../conventional/keywords', false],
    ['core/src/tools/og-generator/og-generator.ts', './options', false],
    ['web/src/app/routes.tsx', '../tools/og-generator/og-generator-page', false],
    ['web/src/components/output-panel.tsx', './ui/button', false],
    ['core/src/registry.ts', './tools/og-generator/meta', false],
    ['web/src/platform/zip-sink.test.ts', '@toolbox/core/testing', false],
    ['cli/test/commit.test.ts', '@toolbox/core/testing', false],
  ])('%s importing %s breaks a rule: %s', (file, specifier, breaks) => {
    expect(violation(file, specifier) !== null).toBe(breaks);
  });

  it('maps CLI command files to their tools through the registry', () => {
    expect(ownerOf('cli/src/commands/og.ts')).toBe('og-generator');
    expect(ownerOf('cli/src/commands/commit.test.ts')).toBe('commit-message-assistant');
    expect(ownerOf('cli/src/commands/base64.ts')).toBe('dev-utilities');
    expect(ownerOf('cli/src/commands/list.ts')).toBeUndefined();
  });
});

// Reads every source file of the repository: seconds on a loaded 2-core run, over vitest's 5 s default.
describe('the repository', { timeout: 30_000 }, () => {
  it('reads every area the rule covers', () => {
    for (const area of ['core/src/tools', 'web/src/tools', 'web/src/components', 'cli/src/commands']) {
      expect(filesUnder(area).length, area).toBeGreaterThan(0);
    }
  });

  it('has no tool importing another, no component importing the app, no shipped test helper', () => {
    const found = findViolations();
    const unexpected = found.filter((line) => !KNOWN_VIOLATIONS.some((known) => line.startsWith(known)));
    const fixed = KNOWN_VIOLATIONS.filter((known) => !found.some((line) => line.startsWith(known)));
    expect(unexpected, 'imports that break the boundaries (file imports specifier)').toEqual([]);
    expect(fixed, 'KNOWN_VIOLATIONS entries that are fixed now: remove them').toEqual([]);
  });
});

/** Module specifiers a file re-exports from (`export … from '…'`). */
function reExportsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(repo, path), 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

describe('module surfaces', { timeout: 30_000 }, () => {
  it('re-export by name: no `export *` (an index says what it offers)', () => {
    const star = /^\s*export\s+\*\s+from\s/m;
    const files = AREAS.flatMap(filesUnder).filter((file) =>
      star.test(readFileSync(join(repo, file), 'utf8')),
    );
    expect(files).toEqual([]);
  });

  it('need no module mocking: tests hand in ports (props, context, parameters) instead', () => {
    const mocking = /\bvi\s*\.\s*(?:do)?(?:un)?mock\s*\(/i;
    const areas = [...AREAS, 'cli/test', 'emulator', 'e2e', 'bench', 'scripts'];
    const files = areas
      .flatMap(filesUnder)
      .filter((file) => mocking.test(readFileSync(join(repo, file), 'utf8')));
    expect(files).toEqual([]);
  });

  it('keep test helpers in core/src/testing itself: it forwards nothing from elsewhere in core', () => {
    const forwards = filesUnder('core/src/testing').flatMap((file) =>
      reExportsOf(file)
        .filter((specifier) => !specifier.startsWith('./'))
        .map((specifier) => `${file} re-exports ${specifier}`),
    );
    expect(forwards).toEqual([]);
  });
});
