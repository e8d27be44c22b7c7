/**
 * One tool call (server.ts): its paths checked against the roots, a private folder where the CLI would write into
 * one and the call gave no `output`, the command run in a worker thread (worker.ts) with a time limit and the
 * client's cancel, and the files it wrote collected for the answer (result.ts).
 */
import { lstat, mkdtemp, readdir, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CliContext } from '../context';
import { isInside } from '../platform/path-inside';
import { terminalText } from '../terminal-text';
import type { Operation } from './catalog';
import { CallError, FILE_FORMATS, resultOf } from './result';
import type { RunRequest, RunResult } from './run-types';

export interface CallLimits {
  /** Seconds a call may run. */
  timeout: number;
  /** --max-input-size, when given: the bytes every command reads. */
  maxInputSize: number | undefined;
}

/** The real path `path` would have: its deepest existing folder's real path, and the rest as written. */
async function realTarget(path: string): Promise<string> {
  let existing = path;
  const rest: string[] = [];
  for (;;) {
    try {
      return join(await realpath(existing), ...rest);
    } catch {
      const parent = dirname(existing);
      if (parent === existing) return path;
      rest.unshift(basename(existing));
      existing = parent;
    }
  }
}

/** Files under `folder` (recursively), with their sizes and change times. */
async function filesUnder(folder: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const walk = async (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.set(path, (await stat(path)).mtimeMs);
    }
  };
  await walk(folder);
  return found;
}

function defaultOf(operation: Operation, property: string): unknown {
  return (operation.inputSchema.properties[property] as { default?: unknown } | undefined)?.default;
}

/** `value` (a path a call gave) inside one of the roots, or a CallError saying it is not. */
async function insideRoots(
  value: string,
  cwd: string,
  roots: readonly string[],
  what: string,
): Promise<string> {
  if (/^[a-z][a-z0-9+.-]+:/i.test(value))
    throw new CallError(
      `${what} "${terminalText(value)}" is not a path: give a file inside the roots (${roots.join(', ')}).`,
    );
  const real = await realTarget(resolve(cwd, value));
  if (!roots.some((root) => isInside(root, real)))
    throw new CallError(
      `${what} "${terminalText(value)}" is outside the roots this server may use (${roots.join(', ')}); give a path inside them.`,
    );
  return real;
}

export async function call(
  operation: Operation,
  given: Record<string, unknown>,
  roots: readonly string[],
  ctx: CliContext,
  options: CallLimits,
  signal: AbortSignal,
  progress: (message: string) => void,
): Promise<CallToolResult> {
  const cwd = roots[0]!;
  const { stdin, ...values } = given;
  // A plan unless asked for the real thing (catalog.ts: a destructive command's dryRun defaults to true).
  if (
    operation.effects === 'destructive' &&
    values.dryRun === undefined &&
    defaultOf(operation, 'dryRun') === true
  )
    values.dryRun = true;
  let temporary: string | undefined;
  let spare: string | undefined;
  const watched: string[] = [];
  for (const param of operation.params) {
    const value = values[param.property];
    if (
      param.path === 'output-folder' &&
      value === undefined &&
      defaultOf(operation, param.property) !== undefined
    ) {
      // No `output` where the CLI would write into a folder anyway (`og`: the current one): the files are made in a
      // private folder, returned inline and deleted; nothing is written. (Without a default, the CLI prints them.)
      temporary = await mkdtemp(join(tmpdir(), 'toolbox-mcp-'));
      values[param.property] = temporary;
      continue;
    }
    if (param.path === 'output-file' && value === undefined && typeof values.format === 'string') {
      // An image or document asked for by its format (`qr --format png`, `schema --format svg`) and no `output`:
      // made in a private folder and returned inline, as for a folder.
      const extension = FILE_FORMATS[values.format];
      if (extension !== undefined) {
        temporary = await mkdtemp(join(tmpdir(), 'toolbox-mcp-'));
        values[param.property] = join(temporary, `${operation.path.join('-')}.${extension}`);
      }
      continue;
    }
    if (param.path === 'output-file' && value === undefined) {
      // The CLI prints to stdout, or (`pdf`) names a file itself: then it goes to a private folder (run-operation.ts).
      spare = await mkdtemp(join(tmpdir(), 'toolbox-mcp-'));
      continue;
    }
    if (param.path === 'none' || value === undefined) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (typeof item !== 'string' || (item === '-' && param.path === 'input')) continue;
      const real = await insideRoots(item, cwd, roots, param.property);
      if (param.path !== 'input') watched.push(real);
    }
  }
  const before = new Map<string, number>();
  for (const path of watched) for (const [file, time] of await filesUnder(path)) before.set(file, time);
  const started = Date.now();
  const request: RunRequest = {
    path: operation.path,
    params: operation.params,
    values,
    ...(typeof stdin === 'string' ? { stdin } : {}),
    cwd,
    ...(spare !== undefined ? { spare } : {}),
    ...(options.maxInputSize !== undefined ? { maxInputSize: options.maxInputSize } : {}),
    apiUrl: ctx.apiUrl,
    anonKey: ctx.anonKey,
  };
  temporary ??= spare;
  try {
    const result = await inWorker(request, options.timeout, signal, progress);
    const files: { path: string; link: boolean }[] = [];
    if (temporary)
      for (const file of (await filesUnder(temporary)).keys()) files.push({ path: file, link: false });
    for (const path of watched) {
      const info = await lstat(path).catch(() => undefined);
      const now = info?.isFile() ? new Map([[path, info.mtimeMs]]) : await filesUnder(path);
      for (const [file, time] of now)
        if (before.get(file) !== time || time >= started - 1) files.push({ path: file, link: true });
    }
    return await resultOf(operation, result, files, temporary);
  } finally {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  }
}

/**
 * Calls that run at once, each in a thread of its own (about 10 MB apiece): an agent sending a hundred together
 * would otherwise have a hundred threads and 1.5 GB. The others wait their turn, in order; their time limit and the
 * client's cancel count from when they were asked.
 */
const AT_ONCE = 4;
let running = 0;
const queued: (() => void)[] = [];

function inWorker(
  request: RunRequest,
  timeout: number,
  signal: AbortSignal,
  progress: (message: string) => void,
): Promise<RunResult> {
  return new Promise((done, fail) => {
    let worker: Worker | undefined;
    const heartbeat = setInterval(() => progress('running…'), 2_000);
    const settle = () => {
      clearInterval(heartbeat);
      clearTimeout(timer);
      signal.removeEventListener('abort', cancelled);
    };
    const stop = (error: CallError) => {
      settle();
      if (worker) void worker.terminate();
      else if (queued.includes(start)) queued.splice(queued.indexOf(start), 1);
      fail(error);
    };
    const asked = Date.now();
    let startedAt: number | undefined;
    const timer = setTimeout(() => stop(new CallError(timedOut())), timeout * 1_000);
    /** What the limit cut: a run, or mostly (or only) the wait for a turn, which the agent controls, not the input. */
    const timedOut = () => {
      const what = request.path.join(' ');
      const waited = Math.round(((startedAt ?? Date.now()) - asked) / 1_000);
      if (startedAt === undefined)
        return `${what} waited ${timeout} s for one of the ${AT_ONCE} running calls to end and never started; send fewer calls at once, or start the server with a longer --timeout.`;
      if (waited * 2 >= timeout)
        return `${what} waited ${waited} s for its turn (${AT_ONCE} calls run at once) and was stopped at the ${timeout} s limit after running ${Math.round((Date.now() - startedAt) / 1_000)} s; send fewer calls at once, or start the server with a longer --timeout.`;
      return `${what} took longer than ${timeout} s and was stopped; give it less input, or start the server with a longer --timeout.`;
    };
    const cancelled = () => stop(new CallError(`${request.path.join(' ')} was cancelled.`));
    const start = () => {
      running += 1;
      startedAt = Date.now();
      const thread = new Worker(new URL('../mcp-worker.mjs', import.meta.url), { workerData: request });
      worker = thread;
      thread.on(
        'message',
        (message: { type: 'line'; line: string } | { type: 'done'; result: RunResult }) => {
          if (message.type === 'line') progress(message.line);
          else {
            settle();
            void thread.terminate();
            done(message.result);
          }
        },
      );
      thread.on('error', (error) => stop(new CallError(`toolbox: ${error.message}`)));
      // The turn passes on when the thread has ended, not when it was told to.
      thread.on('exit', () => {
        running -= 1;
        queued.shift()?.();
        stop(new CallError(`${request.path.join(' ')} ended without a result.`));
      });
    };
    if (signal.aborted) return cancelled();
    signal.addEventListener('abort', cancelled, { once: true });
    if (running < AT_ONCE) start();
    else queued.push(start);
  });
}
