import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { toolboxIn } from './signed-in-toolbox';

const configHome = signedInConfigHome();

/** A real repository in a temp folder; commits get fixed, increasing dates so hashes are stable. */
export function tempRepo() {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-repo-'));
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir, XDG_CONFIG_HOME: configHome };
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: { ...env, ...dates() }, encoding: 'utf8' }).trim();
  let day = 0;
  const dates = () => {
    const date = `2025-01-${String(10 + day).padStart(2, '0')}T12:00:00+00:00`;
    return { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  };
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Ada Lovelace');
  git('config', 'user.email', 'ada@example.com');
  git('config', 'commit.gpgsign', 'false');
  return {
    dir,
    git,
    /** An empty commit on the next day. */
    commit(message: string) {
      day += 1;
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    tag(name: string) {
      git('tag', name);
    },
    /** Runs the built toolbox in the repository. */
    toolbox(args: string[], input = '') {
      return toolboxIn(dir, args, { input, env: { GIT_CONFIG_NOSYSTEM: '1' } });
    },
  };
}

/** Today as the CLI writes it (local calendar day). */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const PREAMBLE = `# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).
`;

/** Runs the built toolbox in an empty folder that is no repository. */
export function outsideRepo(args: string[], input = '') {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-plain-'));
  return toolboxIn(dir, args, { input, env: { GIT_CEILING_DIRECTORIES: tmpdir() } });
}
