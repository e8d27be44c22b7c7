import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryIds, scaffold, toolNames, unscaffold } from './new-tool.mjs';

const root = new URL('..', import.meta.url).pathname;
const registrationFiles = [
  'core/src/registry.ts',
  'web/src/tools/pages.ts',
  'cli/src/commands/index.ts',
  'e2e/walk/table-everyday.ts',
  'cli/test/every-command.test.ts',
];

/** A folder holding copies of the three files the scaffolder registers a tool in. */
function sandbox() {
  const base = mkdtempSync(join(tmpdir(), 'new-tool-'));
  for (const file of registrationFiles) {
    mkdirSync(join(base, file, '..'), { recursive: true });
    cpSync(join(root, file), join(base, file));
  }
  return base;
}

const read = (base, file) => readFileSync(join(base, file), 'utf8');

describe('toolNames', () => {
  it('derives every name from the id', () => {
    expect(toolNames('json-diff')).toEqual({
      id: 'json-diff',
      pascal: 'JsonDiff',
      camel: 'jsonDiff',
      title: 'Json Diff',
      command: 'json-diff',
      group: 'developer',
      category: 'code',
    });
    expect(toolNames('jq', { title: 'JSON Query', command: 'query', group: 'project' })).toMatchObject({
      title: 'JSON Query',
      command: 'query',
      group: 'project',
    });
  });

  it("reads the categories from core's ToolCategory, where the scaffold's default is one of them", () => {
    expect(categoryIds()).toEqual(expect.arrayContaining(['images', 'crypto', 'code', 'project']));
    expect(categoryIds()).toContain(toolNames('demo').category);
  });

  it.each(['Demo', 'demo_tool', '-demo', 'demo-', '9lives'])('refuses %j', (id) => {
    expect(() => toolNames(id)).toThrow('is not a kebab-case tool id');
  });
});

describe('scaffold', () => {
  it('writes the tool files and one registration line in each file', () => {
    const base = sandbox();
    const done = scaffold(base, toolNames('json-diff'));
    for (const path of [
      'core/src/tools/json-diff/meta.ts',
      'core/src/tools/json-diff/json-diff.ts',
      'core/src/tools/json-diff/json-diff.test.ts',
      'core/src/tools/json-diff/index.ts',
      'web/src/tools/json-diff/json-diff-page.tsx',
      'web/src/tools/json-diff/json-diff-page.test.tsx',
      'cli/src/commands/json-diff.ts',
      'cli/src/commands/json-diff.test.ts',
      'e2e/tests/json-diff.spec.ts',
    ]) {
      expect(existsSync(join(base, path)), path).toBe(true);
      expect(done).toContain(`created ${path}`);
    }
    expect(read(base, 'web/src/tools/pages.ts')).toContain(
      "  'json-diff': retryableLazy(() => import('./json-diff/json-diff-page')),\n} satisfies",
    );
    expect(read(base, 'cli/src/commands/index.ts')).toContain(
      "  'json-diff': () => import('./json-diff'),\n} satisfies",
    );
    const registry = read(base, 'core/src/registry.ts');
    expect(registry).toContain("import { meta as jsonDiff } from './tools/json-diff/meta';");
    expect(registry).toContain('  jsonDiff,\n] as const;');
    expect(read(base, 'e2e/walk/table-everyday.ts')).toContain(
      "  'json-diff': {\n    heading: 'Json Diff',\n    steps: [{ type: 'Walk text', into: 'Text' }, { press: 'Generate' }],",
    );
    expect(read(base, 'cli/test/every-command.test.ts')).toContain(
      "  'json-diff': { args: ['json-diff', '-'], input: 'hello\\n', stdout: /^hello\\n$/ },\n};",
    );
  });

  it('is idempotent and keeps files that exist', () => {
    const base = sandbox();
    scaffold(base, toolNames('demo'));
    const pages = read(base, 'web/src/tools/pages.ts');
    const again = scaffold(base, toolNames('demo'));
    expect(again.every((line) => line.startsWith('kept'))).toBe(true);
    expect(read(base, 'web/src/tools/pages.ts')).toBe(pages);
  });

  it('does not register a tool the registry already has a second time', () => {
    const base = sandbox();
    const before = read(base, 'core/src/registry.ts');
    scaffold(base, toolNames('regex-json', { command: 'regex' }));
    expect(read(base, 'core/src/registry.ts')).toBe(before);
  });

  it('--remove restores the registration files byte for byte', () => {
    const base = sandbox();
    const before = registrationFiles.map((file) => read(base, file));
    scaffold(base, toolNames('demo'));
    unscaffold(base, toolNames('demo'));
    expect(registrationFiles.map((file) => read(base, file))).toEqual(before);
    expect(existsSync(join(base, 'core/src/tools/demo'))).toBe(false);
    expect(existsSync(join(base, 'cli/src/commands/demo.ts'))).toBe(false);
  });
});
