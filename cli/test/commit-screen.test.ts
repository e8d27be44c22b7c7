import type { CommitInput } from '@toolbox/core/tools/commit-message-assistant';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CommitScreen } from '../src/ui/commit-screen';

// Generous: on a loaded 2-core machine ink can attach a step's input handler well after its frame is drawn.
const tick = () => new Promise((resolve) => setTimeout(resolve, 120));

/** Waits (up to 10 s of wall-clock time, for a busy machine) until the last frame shows `text`. */
async function until(frame: () => string | undefined, text: string) {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && !frame()?.includes(text)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(frame()).toContain(text);
  // ink attaches the new step's input handler in an effect, just after the frame is drawn.
  await tick();
}

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
    await type(screen.stdin, ['f', 'i', 'x']); // type search "fix"
    await until(screen.lastFrame, '❯ 🐛 fix');
    await type(screen.stdin, ['\r']);
    await until(screen.lastFrame, 'Scope');
    await type(screen.stdin, ['\u001B[B']); // second scope: web
    await until(screen.lastFrame, '❯ web');
    await type(screen.stdin, ['\r']);
    await until(screen.lastFrame, 'Description');
    await type(screen.stdin, [...'crash on save']);
    await until(screen.lastFrame, 'fix(web): crash on save');
    expect(screen.lastFrame()).toContain('🐛 web: crash on save');
    await type(screen.stdin, ['\r']);
    await until(screen.lastFrame, '› Body');
    await type(screen.stdin, ['\r']); // no body
    await until(screen.lastFrame, '› Breaking change');
    await type(screen.stdin, ['y']);
    await until(screen.lastFrame, 'fix(web)!: crash on save');
    await type(screen.stdin, ['\r']);
    await until(screen.lastFrame, '› Closes issues');
    await type(screen.stdin, [...'7,8']);
    await until(screen.lastFrame, 'Closes #7, Closes #8');
    await type(screen.stdin, ['\r']);
    await until(screen.lastFrame, 'Enter prints the Conventional message');
    await type(screen.stdin, ['\r']);
    for (let waited = 0; waited < 5000 && done === undefined; waited += 20) await tick();
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
