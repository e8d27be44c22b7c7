import type { CommitInput } from '@toolbox/core/tools/commit-message-assistant';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CommitScreen } from '../src/ui/commit-screen';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function type(stdin: { write(data: string): void }, keys: string[]) {
  for (const key of keys) {
    stdin.write(key);
    await tick();
  }
}

describe('the interactive commit form', () => {
  it('picks type by search, scope, description, breaking and issues, with a live preview', async () => {
    let done: CommitInput | null | undefined;
    const screen = render(
      createElement(CommitScreen, {
        scopes: ['web', 'api', 'ui'],
        canCommit: false,
        onDone: (value) => (done = value),
      }),
    );
    expect(screen.lastFrame()).toContain('✨ feat');
    expect(screen.lastFrame()).toContain('Describe your changes to generate commit messages.');
    await type(screen.stdin, ['f', 'i', 'x', '\r']); // type search "fix"
    await type(screen.stdin, ['\u001B[B', '\r']); // second scope: web
    await type(screen.stdin, [...'crash on save', '\r']);
    expect(screen.lastFrame()).toContain('fix(web): crash on save');
    expect(screen.lastFrame()).toContain('🐛 web: crash on save');
    await type(screen.stdin, ['\r']); // no body
    await type(screen.stdin, ['y', '\r']);
    await type(screen.stdin, [...'7,8', '\r']);
    expect(screen.lastFrame()).toContain('fix(web)!: crash on save');
    expect(screen.lastFrame()).toContain('Closes #7, Closes #8');
    await type(screen.stdin, ['\r']);
    expect(done).toEqual({
      type: 'fix',
      scope: 'web',
      description: 'crash on save',
      body: '',
      breaking: true,
      issues: ['7', '8'],
    });
    screen.unmount();
  });
});
