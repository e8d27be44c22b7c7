/**
 * `toolbox mcp`: a Model Context Protocol server on stdio (the official SDK). Its tools are the catalog
 * (catalog.ts), made at build time into dist/mcp-tools.json so `tools/list` answers at once; each call runs the
 * command in a worker thread (worker.ts) inside the client's roots, with a time limit, cancellable, its stderr
 * lines sent as progress, and every failure a tool result with one line (isError), never a protocol error.
 */
import { lstat, mkdtemp, readdir, readFile, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  RootsListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { Ajv, type ValidateFunction } from 'ajv';
import { version } from '../../package.json';
import type { CliContext } from '../context';
import { isInside } from '../platform/path-inside';
import { terminalText } from '../terminal-text';
import type { CatalogTool, Operation } from './catalog';
import { loadCatalog } from './load-catalog';
import type { RunRequest, RunResult } from './run-operation';

export interface ServerOptions {
  toolsets: string[];
  /** --root DIR: the only folder tools read and write in, whatever the client says. */
  root?: string;
  /** Seconds a call may run. */
  timeout: number;
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
const OTHER_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/vnd.microsoft.icon',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.json': 'application/json',
  '.html': 'text/html',
  '.md': 'text/markdown',
  '.sql': 'application/sql',
  '.webmanifest': 'application/manifest+json',
};
/** `--format` values that make a file rather than text: the file's extension. */
const FILE_FORMATS: Readonly<Record<string, string>> = {
  png: 'png',
  jpeg: 'jpg',
  jpg: 'jpg',
  webp: 'webp',
  svg: 'svg',
  pdf: 'pdf',
  zip: 'zip',
};
/** Inline content past this many bytes in all is left to the resource links. */
const INLINE_LIMIT = 20_000_000;

const mimeOf = (path: string) =>
  IMAGE_TYPES[extname(path).toLowerCase()] ?? OTHER_TYPES[extname(path).toLowerCase()] ?? 'text/plain';

/** A call's failure: one line a model can act on. */
class CallError extends Error {}

function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
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

export async function serve(ctx: CliContext, options: ServerOptions) {
  const { selectTools } = await import('./catalog');
  const catalog = selectTools(await loadCatalog(), options.toolsets);
  const byName = new Map(catalog.map((tool) => [tool.name, tool]));
  const ajv = new Ajv({ allErrors: false, strict: false });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (tool: CatalogTool) => {
    let validate = validators.get(tool.name);
    if (!validate) {
      validate = ajv.compile(tool.inputSchema);
      validators.set(tool.name, validate);
    }
    return validate;
  };

  const server = new Server(
    { name: 'toolbox', title: 'Dev Toolbox', version },
    {
      capabilities: { tools: { listChanged: false } },
      instructions:
        'Dev Toolbox: tested generators and checks (JWT, cron, time, hashes, SQL, RLS, OpenAPI, changelog, release plan, images) and your account (projects, presets). Files are written only inside your roots and only when a tool is given `output`.',
    },
  );

  let roots: Promise<string[]> | undefined;
  const rootsNow = (): Promise<string[]> => {
    roots ??= (async () => {
      if (options.root !== undefined) return [await realpath(resolve(ctx.cwd, options.root))];
      if (server.getClientCapabilities()?.roots) {
        try {
          const listed = await server.listRoots(undefined, { timeout: 5_000 });
          const folders = listed.roots
            .filter((root) => root.uri.startsWith('file:'))
            .map((root) => fileURLToPath(root.uri));
          const real = await Promise.all(folders.map((folder) => realpath(folder).catch(() => undefined)));
          const usable = real.filter((folder): folder is string => folder !== undefined);
          if (usable.length > 0) return usable;
        } catch {
          // A client that says it has roots and then does not answer: the folder the server started in.
        }
      }
      return [await realpath(ctx.cwd)];
    })();
    return roots;
  };
  server.setNotificationHandler(RootsListChangedNotificationSchema, async () => {
    if (options.root === undefined) roots = undefined;
  });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: catalog.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema as { type: 'object' },
      outputSchema: tool.outputSchema as { type: 'object' },
      annotations: tool.annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    try {
      const tool = byName.get(request.params.name);
      if (!tool)
        throw new CallError(`no tool "${terminalText(request.params.name)}"; tools/list names them.`);
      const args = request.params.arguments ?? {};
      const validate = validatorFor(tool);
      if (!validate(args)) {
        const [first] = validate.errors ?? [];
        throw new CallError(
          `invalid arguments for ${tool.name}: ${first ? `${first.instancePath || 'arguments'} ${first.message}` : 'see its inputSchema'}.`,
        );
      }
      const { operation, values } = pick(tool, args);
      const progressToken = request.params._meta?.progressToken;
      let step = 0;
      const progress = (message: string) => {
        if (progressToken === undefined) return;
        step += 1;
        void extra
          .sendNotification({
            method: 'notifications/progress',
            params: { progressToken, progress: step, message: terminalText(message).slice(0, 300) },
          })
          .catch(() => {});
      };
      return await call(operation, values, await rootsNow(), ctx, options, extra.signal, progress);
    } catch (error) {
      if (error instanceof CallError) return failure(error.message);
      return failure(`toolbox: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  const transport = new StdioServerTransport();
  await server.connect(transport);
  // The server runs until the client closes stdin.
  await new Promise<void>((done) => {
    transport.onclose = () => done();
    process.stdin.once('end', () => done());
  });
  await server.close().catch(() => {});
}

function pick(
  tool: CatalogTool,
  args: Record<string, unknown>,
): { operation: Operation; values: Record<string, unknown> } {
  if (tool.operations.length === 1) return { operation: tool.operations[0]!, values: args };
  const operation = tool.operations.find((each) => each.path.join(' ') === args.operation);
  if (!operation)
    throw new CallError(
      `${tool.name} needs an operation: ${tool.operations.map((each) => each.path.join(' ')).join(', ')}.`,
    );
  const values = args.options;
  return {
    operation,
    values: typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {},
  };
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

async function call(
  operation: Operation,
  given: Record<string, unknown>,
  roots: readonly string[],
  ctx: CliContext,
  options: ServerOptions,
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
    apiUrl: ctx.apiUrl,
    anonKey: ctx.anonKey,
  };
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

function inWorker(
  request: RunRequest,
  timeout: number,
  signal: AbortSignal,
  progress: (message: string) => void,
): Promise<RunResult> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL('../mcp-worker.mjs', import.meta.url), { workerData: request });
    const heartbeat = setInterval(() => progress('running…'), 2_000);
    const stop = (error: CallError) => {
      clearInterval(heartbeat);
      clearTimeout(timer);
      void worker.terminate();
      fail(error);
    };
    const timer = setTimeout(
      () =>
        stop(
          new CallError(
            `${request.path.join(' ')} took longer than ${timeout} s and was stopped; give it less input, or start the server with a longer --timeout.`,
          ),
        ),
      timeout * 1_000,
    );
    const cancelled = () => stop(new CallError(`${request.path.join(' ')} was cancelled.`));
    if (signal.aborted) cancelled();
    signal.addEventListener('abort', cancelled, { once: true });
    worker.on('message', (message: { type: 'line'; line: string } | { type: 'done'; result: RunResult }) => {
      if (message.type === 'line') progress(message.line);
      else {
        clearInterval(heartbeat);
        clearTimeout(timer);
        signal.removeEventListener('abort', cancelled);
        void worker.terminate();
        done(message.result);
      }
    });
    worker.on('error', (error) => stop(new CallError(`toolbox: ${error.message}`)));
    worker.on('exit', () => stop(new CallError(`${request.path.join(' ')} ended without a result.`)));
  });
}

/** stderr's lines, as one line: the CLI's `toolbox: message` and its hint. */
function oneLine(stderr: string): string {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

async function resultOf(
  operation: Operation,
  result: RunResult,
  files: readonly { path: string; link: boolean }[],
  temporary: string | undefined,
): Promise<CallToolResult> {
  const stdoutBytes = Buffer.from(result.stdout);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(stdoutBytes);
  const binary = stdoutBytes.includes(0) || text.includes('\uFFFD');
  if (result.exitCode !== 0 && (stdoutBytes.length === 0 || result.exitCode >= 2)) {
    return failure(
      oneLine(result.stderr) || `toolbox ${operation.path.join(' ')} failed (exit ${result.exitCode}).`,
    );
  }
  const content: CallToolResult['content'] = [];
  let structured: Record<string, unknown>;
  if (binary) {
    const mimeType =
      stdoutBytes.subarray(0, 4).toString('latin1') === '%PDF'
        ? 'application/pdf'
        : 'application/octet-stream';
    structured = { bytes: stdoutBytes.length, mimeType };
    content.push({
      type: 'text',
      text: `${operation.path.join(' ')}: ${stdoutBytes.length} bytes of ${mimeType}`,
    });
    content.push({
      type: 'resource',
      resource: {
        uri: `toolbox://output/${operation.path.join('-')}`,
        mimeType,
        blob: stdoutBytes.toString('base64'),
      },
    });
  } else {
    try {
      const parsed: unknown = text.trim() === '' ? undefined : JSON.parse(text);
      structured = Array.isArray(parsed)
        ? { items: parsed }
        : typeof parsed === 'object' && parsed !== null
          ? (parsed as Record<string, unknown>)
          : parsed === undefined
            ? {}
            : { text };
    } catch {
      structured = { text };
    }
    if (text !== '') content.push({ type: 'text', text });
  }
  if (result.exitCode !== 0)
    content.push({ type: 'text', text: `exit code ${result.exitCode}: ${oneLine(result.stderr)}` });
  let inline = 0;
  const listed: { path: string; mimeType: string; bytes: number }[] = [];
  for (const file of files) {
    const mimeType = mimeOf(file.path);
    const data = await readFile(file.path);
    const shown = temporary && !file.link ? relative(temporary, file.path) : file.path;
    listed.push({ path: shown, mimeType, bytes: data.length });
    if (file.link)
      content.push({
        type: 'resource_link',
        uri: pathToFileURL(file.path).href,
        name: basename(file.path),
        mimeType,
        size: data.length,
      });
    inline += data.length;
    if (inline > INLINE_LIMIT) continue;
    if (IMAGE_TYPES[extname(file.path).toLowerCase()])
      content.push({ type: 'image', data: data.toString('base64'), mimeType });
    else {
      const uri = file.link ? pathToFileURL(file.path).href : `toolbox://output/${encodeURI(shown)}`;
      const isText = mimeType.startsWith('text/') || /json|sql|svg|manifest/.test(mimeType);
      content.push({
        type: 'resource',
        resource: isText
          ? { uri, mimeType, text: data.toString('utf8') }
          : { uri, mimeType, blob: data.toString('base64') },
      });
    }
  }
  if (listed.length > 0 && Object.keys(structured).length === 0) structured = { files: listed };
  if (content.length === 0) content.push({ type: 'text', text: JSON.stringify(structured) });
  return { content, structuredContent: structured };
}
