/**
 * git's core.commentChar without starting git, when git's own config files prove it unset (issue 43: starting
 * `git config` was a sixth of the commit-msg hook's time). Never a second opinion: every source `git config
 * core.commentChar` reads is looked at, and any file that so much as names the key (or an include, which could) sends
 * the caller to git. So the answer here is either "unset" or "ask git", never a different value than git's.
 */
import { delimiter, dirname, isAbsolute, join } from 'node:path';

// Not an import: see stdio-lines.ts.
const { accessSync, constants, existsSync, readFileSync, realpathSync, statSync } =
  process.getBuiltinModule('node:fs');

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Words that, written anywhere in a config source in any case, may set the key: the key, its newer synonym, an
 * include. Lower-cased and searched as text rather than matched by a pattern with the `i` flag, which costs the
 * hook's start 0.35M instructions to compile (a pattern without it, ~0.1M); toLowerCase maps every letter the
 * flag would (and a few more, which only send the caller to git).
 */
const MAY_SET = ['commentchar', 'commentstring', 'include'];
const maySet = (text: string) => {
  const lower = text.toLowerCase();
  return MAY_SET.some((word) => lower.includes(word));
};

/** Variables that point git at other config files or another repository than the one around the folder. */
const REDIRECTING = ['GIT_CONFIG', 'GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GIT_DIR', 'GIT_COMMON_DIR'];

/**
 * '#' when no source git reads for `git config core.commentChar` in `cwd` can set it; undefined when one might (or
 * it cannot be told without git): then git must answer. Linux with Debian's layout only (git at /usr/bin/git, its
 * system file /etc/gitconfig), where the system file's place is known without asking git.
 */
export function commentCharWithoutGit(cwd: string, env: Env, platform: NodeJS.Platform): '#' | undefined {
  if (platform !== 'linux' || REDIRECTING.some((name) => env[name] !== undefined)) return undefined;
  // `git -c` (GIT_CONFIG_PARAMETERS) and GIT_CONFIG_COUNT's pairs are config too; any pair sends the caller to git
  // (looking at every variable's name for GIT_CONFIG_KEY_<n> cost the hook's start ~0.4M instructions, issue 43).
  if (env.GIT_CONFIG_COUNT !== undefined || maySet(env.GIT_CONFIG_PARAMETERS ?? '')) return undefined;
  if (gitOnPath(cwd, env) !== '/usr/bin/git') return undefined;
  const home = env.HOME;
  if (!home || !isAbsolute(home)) return undefined;
  const gitDir = repositoryGitDir(cwd);
  if (gitDir === undefined) return undefined;
  const xdg = env.XDG_CONFIG_HOME || join(home, '.config');
  if (!isAbsolute(xdg)) return undefined;
  const sources = [
    '/etc/gitconfig',
    join(xdg, 'git', 'config'),
    join(home, '.gitconfig'),
    join(gitDir, 'config'),
    join(gitDir, 'config.worktree'),
  ];
  for (const source of sources) {
    const text = readConfig(source);
    if (text === null) return undefined;
    if (text !== undefined && maySet(text)) return undefined;
  }
  // A linked worktree's or a submodule's folder shares another's config: git knows where.
  if (readConfig(join(gitDir, 'commondir')) !== undefined) return undefined;
  return '#';
}

/**
 * git's core.commentChar in `cwd` as commitlint --edit reads it: `#` when unset, outside a repository or `auto`.
 * Read from the config files when they prove it unset; else git is asked, synchronously, so the hook's path loads
 * no child-process streams.
 */
export async function gitCommentChar(
  cwd: string,
  env: Env,
  platform: NodeJS.Platform = process.platform,
): Promise<string> {
  if (commentCharWithoutGit(cwd, env, platform) !== undefined) return '#';
  const git = await import('./git');
  const value = (git.gitConfigValue(cwd, 'core.commentChar', env) ?? '').trim();
  return value && value !== 'auto' ? value : '#';
}

/**
 * The `.git` folder git finds from `cwd` (the nearest one up that is a repository), or undefined when git would need
 * to be asked: a `.git` file (a linked worktree, a submodule), a `.git` folder git would pass over, or no `.git` at
 * all (outside a repository, or inside a bare one).
 */
function repositoryGitDir(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    if (isDirectory(dotGit)) {
      const repository =
        isFile(join(dotGit, 'HEAD')) &&
        isDirectory(join(dotGit, 'objects')) &&
        isDirectory(join(dotGit, 'refs'));
      return repository ? dotGit : undefined;
    }
    if (existsSync(dotGit) || dirname(dir) === dir) return undefined;
  }
}

// Most paths asked about are not there (PATH's other folders): statSync answers those without making an error to
// throw, which costs more than the system call.
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/**
 * Whether `path` is a folder (or a link to one), as a stat would tell, without the Stats object a stat of something
 * there makes (~85K instructions each, dates included): the system call refuses a trailing slash on anything else.
 */
const isDirectory = (path: string) => existsSync(`${path}/`);

/** A config file's text; undefined when there is none, null when it is there but cannot be read. */
function readConfig(path: string): string | undefined | null {
  try {
    // existsSync answers a file that is there or missing without a Stats object or an error to throw; what it cannot
    // see (a folder it may not enter) is asked again, so an unreadable config still sends the caller to git.
    if (!existsSync(path) && statSync(path, { throwIfNoEntry: false }) === undefined) return undefined;
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? undefined : null;
  }
}

/** The file a child started as `git` in `cwd` runs (the first `git` file on PATH), links resolved. */
function gitOnPath(cwd: string, env: Env): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    // Joined as execvp joins them (an empty entry is the working folder), for the kernel to resolve as it would.
    const file = `${dir === '' ? cwd : isAbsolute(dir) ? dir : `${cwd}/${dir}`}/git`;
    if (!isFile(file)) continue;
    try {
      accessSync(file, constants.X_OK);
      // realpath(3) itself: Node's own realpathSync looks at every folder of the path in turn.
      return realpathSync.native(file);
    } catch {}
  }
  return undefined;
}
