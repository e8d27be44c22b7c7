import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentCharWithoutGit, gitCommentChar } from './git-comment-char';

type Env = Record<string, string>;

/** What git itself answers, as commitlint --edit reads it: `#` when unset or `auto`. */
function gitsAnswer(cwd: string, env: Env): string {
  let value = '';
  try {
    value = execFileSync('git', ['config', 'core.commentChar'], {
      cwd,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch {}
  return value && value !== 'auto' ? value : '#';
}

const gitPath = () => {
  try {
    return realpathSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim());
  } catch {
    return '';
  }
};
const systemConfig = (() => {
  try {
    return readFileSync('/etc/gitconfig', 'utf8');
  } catch {
    return '';
  }
})();
/** Where the config files alone can answer: Linux, git at /usr/bin/git, a system file that names no comment char. */
const filesCanAnswer =
  process.platform === 'linux' &&
  gitPath() === '/usr/bin/git' &&
  !/commentchar|commentstring|include/i.test(systemConfig);

/** A fresh HOME and a repository inside it; `env` is what git and the reader both see. */
function world() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-comment-char-')));
  const home = join(root, 'home');
  const repo = join(root, 'repo');
  mkdirSync(home);
  mkdirSync(repo);
  const env: Env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home };
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, env: { ...env, GIT_CONFIG_NOSYSTEM: '1' }, encoding: 'utf8' });
  git(repo, 'init', '-q', '-b', 'main');
  git(
    repo,
    '-c',
    'user.name=A',
    '-c',
    'user.email=a@example.com',
    'commit',
    '-q',
    '--allow-empty',
    '-m',
    'feat: a',
  );
  return { root, home, repo, env, git };
}

type World = ReturnType<typeof world>;

/**
 * Each case: how a folder and its config are set up, the folder the lint runs in, and whether the files alone may
 * answer (`files: true`) or git must be asked.
 */
const CASES: { name: string; setup(w: World): string; files: boolean }[] = [
  { name: 'nothing set', setup: (w) => w.repo, files: true },
  {
    name: 'a subfolder of the repository',
    setup: (w) => {
      mkdirSync(join(w.repo, 'src', 'deep'), { recursive: true });
      return join(w.repo, 'src', 'deep');
    },
    files: true,
  },
  {
    name: 'an unrelated `git -c`',
    setup: (w) => {
      w.env.GIT_CONFIG_PARAMETERS = "'user.email'='a@b.example'";
      return w.repo;
    },
    files: true,
  },
  {
    name: 'the repository’s config sets it',
    setup: (w) => {
      w.git(w.repo, 'config', 'core.commentChar', ';');
      return w.repo;
    },
    files: false,
  },
  {
    name: 'the repository’s config sets it in other letter case',
    setup: (w) => {
      writeFileSync(join(w.repo, '.git', 'config'), '[CORE]\n\tCOMMENTCHAR = %\n', { flag: 'a' });
      return w.repo;
    },
    files: false,
  },
  {
    name: '~/.gitconfig sets it',
    setup: (w) => {
      writeFileSync(join(w.home, '.gitconfig'), '[core]\n\tcommentChar = "!"\n');
      return w.repo;
    },
    files: false,
  },
  {
    name: 'XDG_CONFIG_HOME/git/config sets it',
    setup: (w) => {
      mkdirSync(join(w.root, 'xdg', 'git'), { recursive: true });
      writeFileSync(join(w.root, 'xdg', 'git', 'config'), '[core]\n\tcommentChar = ";"\n');
      w.env.XDG_CONFIG_HOME = join(w.root, 'xdg');
      return w.repo;
    },
    files: false,
  },
  {
    name: '~/.config/git/config sets it',
    setup: (w) => {
      mkdirSync(join(w.home, '.config', 'git'), { recursive: true });
      writeFileSync(join(w.home, '.config', 'git', 'config'), '[core]\n\tcommentChar = "%"\n');
      return w.repo;
    },
    files: false,
  },
  {
    name: 'an included file sets it',
    setup: (w) => {
      writeFileSync(join(w.root, 'extra.gitconfig'), '[core]\n\tcommentChar = ";"\n');
      w.git(w.repo, 'config', 'include.path', join(w.root, 'extra.gitconfig'));
      return w.repo;
    },
    files: false,
  },
  {
    name: 'a conditional include sets it',
    setup: (w) => {
      writeFileSync(join(w.root, 'work.gitconfig'), '[core]\n\tcommentChar = "%"\n');
      writeFileSync(
        join(w.home, '.gitconfig'),
        `[includeIf "gitdir:${w.root}/"]\n\tpath = ${w.root}/work.gitconfig\n`,
      );
      return w.repo;
    },
    files: false,
  },
  {
    name: '`git -c core.commentChar=…`',
    setup: (w) => {
      w.env.GIT_CONFIG_PARAMETERS = "'core.commentchar'='!'";
      return w.repo;
    },
    files: false,
  },
  {
    name: 'GIT_CONFIG_COUNT pairs',
    setup: (w) => {
      Object.assign(w.env, {
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'core.commentChar',
        GIT_CONFIG_VALUE_0: ';',
      });
      return w.repo;
    },
    files: false,
  },
  {
    name: 'GIT_CONFIG_COUNT pairs of another key (any pair: git is asked)',
    setup: (w) => {
      Object.assign(w.env, {
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'user.name',
        GIT_CONFIG_VALUE_0: 'Ada',
      });
      return w.repo;
    },
    files: false,
  },
  {
    name: 'GIT_CONFIG_GLOBAL names another file',
    setup: (w) => {
      writeFileSync(join(w.root, 'global'), '[core]\n\tcommentChar = "%"\n');
      w.env.GIT_CONFIG_GLOBAL = join(w.root, 'global');
      return w.repo;
    },
    files: false,
  },
  {
    name: '`auto`',
    setup: (w) => {
      w.git(w.repo, 'config', 'core.commentChar', 'auto');
      return w.repo;
    },
    files: false,
  },
  {
    name: 'a linked worktree of a repository that sets it',
    setup: (w) => {
      w.git(w.repo, 'config', 'core.commentChar', ';');
      w.git(w.repo, 'worktree', 'add', '-q', join(w.root, 'linked'));
      return join(w.root, 'linked');
    },
    files: false,
  },
  {
    name: 'an empty `.git` folder inside a repository that sets it (git passes it over)',
    setup: (w) => {
      w.git(w.repo, 'config', 'core.commentChar', ';');
      mkdirSync(join(w.repo, 'vendor', '.git'), { recursive: true });
      return join(w.repo, 'vendor');
    },
    files: false,
  },
  {
    name: 'a `git` folder first on PATH (execvp passes over it, to /usr/bin/git)',
    setup: (w) => {
      mkdirSync(join(w.root, 'bin', 'git'), { recursive: true });
      w.env.PATH = `${join(w.root, 'bin')}:${w.env.PATH}`;
      return w.repo;
    },
    files: true,
  },
  {
    name: '~/.gitconfig is a folder (the files cannot tell)',
    setup: (w) => {
      mkdirSync(join(w.home, '.gitconfig'));
      return w.repo;
    },
    files: false,
  },
  {
    name: 'a `.git` folder without HEAD inside a repository that sets it (git passes it over)',
    setup: (w) => {
      w.git(w.repo, 'config', 'core.commentChar', ';');
      mkdirSync(join(w.repo, 'vendor', '.git', 'objects'), { recursive: true });
      mkdirSync(join(w.repo, 'vendor', '.git', 'refs'));
      return join(w.repo, 'vendor');
    },
    files: false,
  },
  {
    name: 'outside any repository',
    setup: (w) => w.home,
    files: false,
  },
  {
    name: 'another `git` first on PATH',
    setup: (w) => {
      mkdirSync(join(w.root, 'bin'));
      writeFileSync(join(w.root, 'bin', 'git'), '#!/bin/sh\nexec /usr/bin/git "$@"\n');
      chmodSync(join(w.root, 'bin', 'git'), 0o755);
      w.env.PATH = `${join(w.root, 'bin')}:${w.env.PATH}`;
      return w.repo;
    },
    files: false,
  },
];

describe('gitCommentChar: the config files answer only when they prove git would say `#`', () => {
  for (const { name, setup, files } of CASES) {
    it(name, async () => {
      const w = world();
      const cwd = setup(w);
      const answer = gitsAnswer(cwd, w.env);
      expect(await gitCommentChar(cwd, w.env, process.platform)).toBe(answer);
      const fromFiles = commentCharWithoutGit(cwd, w.env, process.platform);
      // Never a different answer than git's; and the plain cases need no git where the files can tell.
      if (fromFiles !== undefined) expect(fromFiles).toBe(answer);
      if (filesCanAnswer) expect(fromFiles === '#').toBe(files);
    });
  }

  it('asks git on other systems, where the system file may be elsewhere', () => {
    const w = world();
    expect(commentCharWithoutGit(w.repo, w.env, 'darwin')).toBeUndefined();
    expect(commentCharWithoutGit(w.repo, w.env, 'win32')).toBeUndefined();
  });
});
