import { describe, expect, it } from 'vitest';
import { guessHeader, preparedMessage } from './prepare-message';

const template = '\n# Please enter the commit message for your changes.\n#\n# On branch feat/x\n';

describe('guessHeader', () => {
  it.each([
    ['feat/api-docs-search', [], undefined, 'feat(api): '],
    ['feature/login-page', ['web/src/auth/login.tsx'], 'web', 'feat(web): '],
    ['bugfix/crash', ['src/ui/save.ts'], undefined, 'fix(ui): '],
    ['fix-database-timeout', [], undefined, 'fix(database): '],
    ['main', ['README.md'], undefined, 'docs: '],
    ['main', ['src/index.ts'], undefined, 'feat: '],
    [undefined, [], undefined, 'feat: '],
    ['ci/cache-pnpm', ['.github/workflows/config.yml'], undefined, 'ci(config): '],
  ] as const)('%s with %j -> %s', (branch, staged, workspaceScope, header) => {
    expect(guessHeader({ branch, staged, workspaceScope })).toBe(header);
  });
});

describe('preparedMessage', () => {
  const facts = { branch: 'feat/api-docs-search', staged: ['src/api/search.ts'], workspaceScope: undefined };

  it('puts the header above the comments git wrote', () => {
    expect(preparedMessage(template, undefined, facts)).toBe(`feat(api): \n${template}`);
  });

  it.each(['message', 'template', 'merge', 'squash', 'commit'])(
    'leaves the file alone when git filled it (source %s)',
    (source) => {
      expect(preparedMessage('Merge branch x\n', source, facts)).toBeUndefined();
    },
  );

  it('leaves text that is not a comment alone', () => {
    expect(preparedMessage('fix: already here\n# comment\n', undefined, facts)).toBeUndefined();
  });
});
