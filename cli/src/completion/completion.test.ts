import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Command lines and what a shell offers for the last word, the same in bash, zsh and fish. */
const CASES: [words: string[], offered: string[]][] = [
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
];

const lines = (text: string) => text.split('\n').filter(Boolean);

/** What each shell offers after `words` (the last one is the word being completed), asked of the real shell. */
const completers: Record<string, (path: string, words: string[]) => string[]> = {
  bash: (path, words) => {
    const body = `source '${path}'
COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}
_toolbox; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const result = spawnSync('bash', ['--norc', '-c', body], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    return lines(result.stdout);
  },
  // zsh's completion system itself (compinit, _describe, prefix matching), driven through a pseudo-terminal.
  zsh: (path, words) => {
    const harness = fileURLToPath(new URL('./zsh-complete.zsh', import.meta.url));
    const result = spawnSync('zsh', ['-f', harness, path, words.join(' ')], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.stderr).toBe('');
    return lines(result.stdout);
  },
  // `complete -C` asks fish's completion engine what it would offer; each line is `match<TAB>description`.
  fish: (path, words) => {
    const line = words.join(' ').replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const result = spawnSync('fish', ['--no-config', '-c', `source '${path}'; complete -C '${line}'`], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    return lines(result.stdout).map((entry) => entry.split('\t')[0]!);
  },
};

describe.each(['bash', 'zsh', 'fish'])(
  'toolbox completion %s, completed by the real shell',
  async (shell) => {
    const { path } = await script(shell);
    const complete = (...words: string[]) => completers[shell]!(path, words);

    it.skipIf(!hasShell(shell)).each(CASES)('%j offers %j', (words, offered) => {
      expect(complete(...words).sort()).toEqual([...offered].sort());
    });

    it.skipIf(!hasShell(shell))('offers every registered command at the top level', () => {
      const offered = complete('toolbox', '');
      expect(offered).toEqual(
        expect.arrayContaining(['list', 'completion', 'og', 'api-docs', 'hooks', 'help']),
      );
      expect(offered).toHaveLength(47);
    });
  },
);

describe.skipIf(!hasShell('fish'))('toolbox completion fish, installed where its --help says', async () => {
  const { text } = await script('fish');
  it('is autoloaded from ~/.config/fish/completions for the toolbox on PATH', () => {
    const home = join(scratch, 'home');
    const bin = join(scratch, 'bin');
    mkdirSync(join(home, '.config', 'fish', 'completions'), { recursive: true });
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(home, '.config', 'fish', 'completions', 'toolbox.fish'), text);
    writeFileSync(join(bin, 'toolbox'), '#!/bin/sh\n', { mode: 0o755 });
    const result = spawnSync('fish', ['-c', "complete -C 'toolbox pal'"], {
      cwd: scratch,
      encoding: 'utf8',
      env: {
        ...process.env,
        HOME: home,
        XDG_CONFIG_HOME: join(home, '.config'),
        PATH: `${bin}:${process.env.PATH}`,
      },
    });
    expect(lines(result.stdout).map((entry) => entry.split('\t')[0])).toEqual(['palette']);
  });
});

describe('toolbox completion bash registration', async () => {
  const { path } = await script('bash');
  it('registers _toolbox for toolbox', () => {
    const result = spawnSync('bash', ['--norc', '-c', `source '${path}'; complete -p toolbox`], {
      encoding: 'utf8',
    });
    expect(result.stdout).toBe('complete -o default -F _toolbox toolbox\n');
  });
});

describe.each(['zsh', 'fish'])('toolbox completion %s', async (shell) => {
  const { path, text } = await script(shell);

  it.skipIf(!hasShell(shell))(`parses with ${shell} -n`, () => {
    const result = spawnSync(shell, ['-n', path], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
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

// For machines without zsh or fish: bash -n reads the zsh script (the same quoting, if/fi and case/esac grammar),
// and fish's block keywords are counted against its `end`s with every line's quotes closed.
describe('the zsh and fish scripts, checked without their shells', async () => {
  const zsh = await script('zsh');
  const fish = await script('fish');

  it('zsh parses as sh (bash -n)', () => {
    expect(spawnSync('bash', ['-n', zsh.path], { encoding: 'utf8' }).stderr).toBe('');
  });

  it('fish closes every block and every quote', () => {
    const lines = fish.text.split('\n').map((line) => line.trim());
    const opened = lines.filter((line) => /^(function|switch|if|for|while|begin)\b/.test(line)).length;
    expect(lines.filter((line) => line === 'end')).toHaveLength(opened);
    for (const line of lines) {
      const unescaped = line.replace(/\\./g, '');
      expect(unescaped.split("'").length % 2, line).toBe(1);
    }
  });
});
