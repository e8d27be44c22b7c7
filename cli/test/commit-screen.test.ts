import type { CommitInput } from '@toolbox/core/tools/commit-message-assistant';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CommitScreen } from '../src/ui/commit-screen';

/** Waits (up to 10 s of wall-clock time, for a busy machine) until the last frame shows `text`. */
async function until(frame: () => string | undefined, text: string) {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && !frame()?.includes(text)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(frame()).toContain(text);
}

/** Sends each key as its own write, back to back, as a fast typist's terminal does: no render in between. */
function type(stdin: { write(data: string): void }, keys: string[]) {
  for (const key of keys) stdin.write(key);
}

async function finished(result: () => CommitInput | null | undefined) {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && result() === undefined) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return result();
}

/** What the form gives for fix, scope web, "crash on save", no body, breaking, closes 7 and 8. */
const CRASH_ON_SAVE: CommitInput = {
  type: 'fix',
  scope: 'web',
  description: 'crash on save',
  body: '',
  breaking: true,
  issues: ['7', '8'],
};

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
    type(screen.stdin, ['f', 'i', 'x']); // type search "fix"
    await until(screen.lastFrame, '❯ 🐛 fix');
    type(screen.stdin, ['\r']);
    await until(screen.lastFrame, 'Scope');
    type(screen.stdin, ['\u001B[B']); // second scope: web
    await until(screen.lastFrame, '❯ web');
    type(screen.stdin, ['\r']);
    await until(screen.lastFrame, 'Description');
    type(screen.stdin, [...'crash on save']);
    await until(screen.lastFrame, 'fix(web): crash on save');
    expect(screen.lastFrame()).toContain('🐛 web: crash on save');
    type(screen.stdin, ['\r']);
    await until(screen.lastFrame, '› Body');
    type(screen.stdin, ['\r']); // no body
    await until(screen.lastFrame, '› Breaking change');
    type(screen.stdin, ['y']);
    await until(screen.lastFrame, 'fix(web)!: crash on save');
    type(screen.stdin, ['\r']);
    await until(screen.lastFrame, '› Closes issues');
    type(screen.stdin, [...'7,8']);
    await until(screen.lastFrame, 'Closes #7, Closes #8');
    type(screen.stdin, ['\r']);
    await until(screen.lastFrame, 'Enter prints the Conventional message');
    type(screen.stdin, ['\r']);
    expect(await finished(() => done)).toEqual(CRASH_ON_SAVE);
    screen.unmount();
  });

  it('keeps every key of a whole form typed before the first frame is redrawn', async () => {
    let done: CommitInput | null | undefined;
    const screen = render(
      createElement(CommitScreen, { scopes: ['web'], canCommit: false, onDone: (value) => (done = value) }),
    );
    // Without a reducer each key saw the text of the last render: "crash on save" arrived as "e".
    type(screen.stdin, [
      ...'fix',
      '\r',
      '\u001B[B',
      '\r',
      ...'crash on save',
      '\r',
      ...'a body',
      '\r',
      'y',
      '\r',
    ]);
    type(screen.stdin, [...'12,x', '\u007F', '34', '\r', '\r']);
    expect(await finished(() => done)).toEqual({
      type: 'fix',
      scope: 'web',
      description: 'crash on save',
      body: 'a body',
      breaking: true,
      issues: ['12', '34'],
    });
    screen.unmount();
  });

  it('reads keys that arrive together in one read (typed ahead, or pasted) one by one, Enter and Backspace included', async () => {
    let done: CommitInput | null | undefined;
    const screen = render(
      createElement(CommitScreen, { scopes: ['web'], canCommit: false, onDone: (value) => (done = value) }),
    );
    for (const chunk of ['fix\r\u001B[B\r', 'crash on savx\u007Fe\r\ry\r', '7,8\r\r'])
      screen.stdin.write(chunk);
    expect(await finished(() => done)).toEqual(CRASH_ON_SAVE);
    screen.unmount();
  });

  it('Esc on the first step cancels the form', async () => {
    let done: CommitInput | null | undefined;
    const screen = render(
      createElement(CommitScreen, { scopes: [], canCommit: true, onDone: (value) => (done = value) }),
    );
    type(screen.stdin, ['\u001B']);
    expect(await finished(() => done)).toBeNull();
    screen.unmount();
  });
});
