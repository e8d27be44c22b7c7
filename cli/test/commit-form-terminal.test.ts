// `toolbox commit` alone, in a terminal, opens the interactive form (ink and react, loaded by the command when it
// needs them). A pseudo-terminal from util-linux `script` plays the terminal.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { canRunInTerminal, toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

/** Runs `toolbox commit` in a 100x40 terminal; once the form shows, types `keys` at once, as a paste. */
function formInTerminal(keys: string): Promise<{ code: number | null; screen: string }> {
  const cwd = mkdtempSync(join(tmpdir(), 'toolbox-commit-form-'));
  execFileSync('git', ['init', '-q'], { cwd });
  const child = spawn(
    'script',
    ['-qec', `stty cols 100 rows 40; "${process.execPath}" "${toolboxJs}" commit`, '/dev/null'],
    {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: cwd,
        XDG_CONFIG_HOME: signedInConfigHome('toolbox-commit-form-config-'),
        TERM: 'xterm',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let typed = false;
  const read = (chunk: Buffer) => {
    output += chunk;
    if (!typed && output.includes('Describe your changes')) {
      typed = true;
      child.stdin.write(keys);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const timer = setTimeout(() => child.kill(), 30_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      // The screen's text without its cursor moves and colours.
      resolve({ code, screen: stripVTControlCharacters(output) });
    }),
  );
}

describe.runIf(canRunInTerminal)('`toolbox commit` alone in a terminal', () => {
  it('opens the form and prints the message it builds', async () => {
    // fix, no scope, the description, no body, not breaking, no issues, then Enter prints the message.
    const { code, screen } = await formInTerminal('fix\r\rcrash on save\r\r\r\r\r');
    expect(screen).toContain('Describe your changes');
    expect(screen).not.toMatch(/full CLI|toolbox:/);
    expect(screen.trimEnd().split(/\r?\n/).at(-1)).toBe('fix: crash on save');
    expect(code).toBe(0);
  });

  it('Esc on the first step cancels: exit 1, nothing printed after the form', async () => {
    const { code, screen } = await formInTerminal('\x1b');
    expect(screen).toContain('Describe your changes');
    expect(screen).not.toMatch(/full CLI|toolbox:/);
    expect(code).toBe(1);
  });
});
