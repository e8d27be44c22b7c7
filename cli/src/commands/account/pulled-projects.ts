// Which project version each local file was pulled (or pushed) at, so the next push sends the version it started
// from and a change made meanwhile on the web is a conflict, not a silent overwrite. Kept beside the credentials:
// $XDG_CONFIG_HOME/toolbox/pulled-projects.json, one entry per API URL and absolute file path (0600, atomic).

import { join } from 'node:path';
import { configDir, readJson, type Warn, writePrivateFile } from '../../platform/credentials';

type Env = Readonly<Record<string, string | undefined>>;

export interface PulledProject {
  project_id: string;
  name: string;
  /** The project's version the file matches. */
  version: number;
  /** When its board last changed then (a drag or tick on the web leaves the version alone). */
  board_at?: string;
}

type Store = Record<string, Record<string, PulledProject>>;

const storePath = (env: Env) => join(configDir(env), 'pulled-projects.json');

function isPulled(value: unknown): value is PulledProject {
  const entry = value as PulledProject | undefined;
  return (
    typeof entry?.project_id === 'string' && typeof entry.name === 'string' && Number.isInteger(entry.version)
  );
}

function readStore(env: Env, warn: Warn): Store {
  const data = readJson(storePath(env), warn);
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Store) : {};
}

export function readPulled(env: Env, apiUrl: string, file: string, warn: Warn): PulledProject | undefined {
  const entry = readStore(env, warn)[apiUrl]?.[file];
  return isPulled(entry) ? entry : undefined;
}

export function savePulled(env: Env, apiUrl: string, file: string, pulled: PulledProject, warn: Warn): void {
  const store = readStore(env, warn);
  store[apiUrl] = { ...store[apiUrl], [file]: pulled };
  writePrivateFile(storePath(env), `${JSON.stringify(store, null, 2)}\n`);
}

/** Forgets every file pulled from a project (after `toolbox projects rm`). */
export function forgetProject(env: Env, apiUrl: string, projectId: string, warn: Warn): void {
  const store = readStore(env, warn);
  const files = store[apiUrl];
  if (!files) return;
  const kept = Object.entries(files).filter(([, entry]) => entry.project_id !== projectId);
  if (kept.length === Object.keys(files).length) return;
  store[apiUrl] = Object.fromEntries(kept);
  writePrivateFile(storePath(env), `${JSON.stringify(store, null, 2)}\n`);
}
