import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../main';
import { testContext } from '../test-context';

const scratch = mkdtempSync(join(tmpdir(), 'toolbox-completion-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function script(shell: string) {
  const ctx = testContext();
  expect(await main(['completion', shell], ctx)).toBe(0);
  expect(ctx.captured.stderr).toBe('');
  const path = join(scratch, `toolbox.${shell}`);
  writeFileSync(path, ctx.captured.stdout);
  return { path, text: ctx.captured.stdout };
}

const hasShell = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;

describe('toolbox completion bash (sourced in a real bash)', async () => {
  const { path } = await script('bash');
  /** What bash offers after `words` (the last one is the word being completed). */
  const complete = (...words: string[]) => {
    const body = `source '${path}'
COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}
_toolbox; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const result = spawnSync('bash', ['--norc', '-c', body], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    return result.stdout.split('\n').filter(Boolean);
  };

  it('registers _toolbox for toolbox', () => {
    const result = spawnSync('bash', ['--norc', '-c', `source '${path}'; complete -p toolbox`], {
      encoding: 'utf8',
    });
    expect(result.stdout).toBe('complete -o default -F _toolbox toolbox\n');
  });

  it.each([
    [['toolbox', 'fav'], ['favicon']],
    [['toolbox', 'favicon', '--sh'], ['--shape']],
    [
      ['toolbox', 'favicon', '--shape', ''],
      ['square', 'rounded', 'circle'],
    ],
    [['toolbox', 'commit', 'l'], ['lint']],
    [
      ['toolbox', 'commit', '-t', 'f'],
      ['feat', 'fix'],
    ],
    [['toolbox', 'hooks', 'install', '--p'], ['--prepare']],
    [['toolbox', '--api-url', 'http://127.0.0.1:54321', 'whoa'], ['whoami']],
    [['toolbox', 'list', '--js'], ['--json']],
    [['toolbox', 'completion', '--v'], []],
    [['toolbox', '--v'], ['--version']],
  ])('%j offers %j', (words, offered) => {
    expect(complete(...words)).toEqual(offered);
  });

  it('offers every registered command at the top level', () => {
    const offered = complete('toolbox', '');
    expect(offered).toEqual(
      expect.arrayContaining(['list', 'completion', 'og', 'api-docs', 'hooks', 'help']),
    );
    expect(offered).toHaveLength(36);
  });
});

describe.each(['zsh', 'fish'])('toolbox completion %s', async (shell) => {
  const { path, text } = await script(shell);

  it.skipIf(!hasShell(shell))(`parses with ${shell} -n`, () => {
    const result = spawnSync(shell, ['-n', path], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  // Neither shell may be installed here: bash -n then reads the zsh script (the same quoting, if/fi and case/esac
  // grammar), and fish's block keywords are counted against its `end`s with every line's quotes closed.
  it.skipIf(shell !== 'zsh')('parses as sh (bash -n)', () => {
    expect(spawnSync('bash', ['-n', path], { encoding: 'utf8' }).stderr).toBe('');
  });

  it.skipIf(shell !== 'fish')('closes every block and every quote', () => {
    const lines = text.split('\n').map((line) => line.trim());
    const opened = lines.filter((line) => /^(function|switch|if|for|while|begin)\b/.test(line)).length;
    expect(lines.filter((line) => line === 'end')).toHaveLength(opened);
    for (const line of lines) {
      const unescaped = line.replace(/\\./g, '');
      expect(unescaped.split("'").length % 2, line).toBe(1);
    }
  });

  it('names every command and the favicon shapes', () => {
    expect(text).toContain(
      shell === 'zsh' ? "'favicon:Make a favicon set" : "-a 'favicon' -d 'Make a favicon set",
    );
    expect(text).toMatch(
      shell === 'zsh'
        ? /'favicon\|--shape'\) printf '%s\\n' 'square' 'rounded' 'circle'/
        : /-n '__toolbox_at "favicon"' -l shape -x -a 'square rounded circle'/,
    );
  });
});
