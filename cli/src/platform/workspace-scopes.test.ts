import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopeOfFiles, workspaceScopes } from './workspace-scopes';

function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'toolbox-ws-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('workspace scopes', () => {
  it('reads pnpm-workspace.yaml packages, without the npm scope', () => {
    const root = workspace({
      'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n  - apps/web # the site\n  - '!packages/skip'\n",
      'packages/core/package.json': '{"name":"@acme/core"}',
      'packages/cli/package.json': '{"name":"acme-cli"}',
      'packages/notes/readme.md': '',
      'apps/web/package.json': '{"name":"@acme/web"}',
    });
    expect(
      workspaceScopes(root)
        .map((entry) => entry.scope)
        .sort(),
    ).toEqual(['acme-cli', 'core', 'web']);
  });

  it('reads npm and yarn workspaces from package.json', () => {
    const npm = workspace({
      'package.json': '{"workspaces":["libs/*"]}',
      'libs/a/package.json': '{"name":"a"}',
    });
    const yarn = workspace({
      'package.json': '{"workspaces":{"packages":["libs/*"]}}',
      'libs/b/package.json': '{"name":"@x/b"}',
    });
    expect(workspaceScopes(npm)).toEqual([{ scope: 'a', dir: 'libs/a' }]);
    expect(workspaceScopes(yarn)).toEqual([{ scope: 'b', dir: 'libs/b' }]);
  });

  it('offers the package holding most staged files first', () => {
    const scopes = [
      { scope: 'core', dir: 'packages/core' },
      { scope: 'web', dir: 'apps/web' },
    ];
    expect(scopeOfFiles(scopes, ['apps/web/a.ts', 'packages/core/b.ts', 'apps/web/c.ts'])).toBe('web');
    expect(scopeOfFiles(scopes, ['README.md'])).toBeUndefined();
  });
});
