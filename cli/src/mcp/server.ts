/**
 * `toolbox mcp`: a Model Context Protocol server on stdio (the official SDK). Its tools are the catalog
 * (catalog.ts), made at build time into dist/mcp-tools.json so `tools/list` answers at once; each call runs the
 * command in a worker thread (worker.ts) inside the client's roots, with a time limit, cancellable, its stderr
 * lines sent as progress, and every failure a tool result with one line (isError), never a protocol error.
 */
import { realpath, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  LATEST_PROTOCOL_VERSION,
  ListToolsRequestSchema,
  McpError,
  RequestSchema,
  RootsListChangedNotificationSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { version } from '../../package.json';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { terminalText } from '../terminal-text';
import { call } from './call';
import type { CatalogTool, LoadCommand, Operation } from './catalog';
import { loadCatalog } from './load-catalog';
import { progressText } from './progress-text';
import { CallError, failure } from './result';
import { StdioTransport } from './stdio';

export interface ServerOptions {
  toolsets: string[];
  /** --root DIR: the only folder tools read and write in, whatever the client says. */
  root?: string;
  /** Seconds a call may run. */
  timeout: number;
  /** The CLI's command table, for a catalog made now (a run from the sources, without dist/mcp-tools.json). */
  loadCommand: LoadCommand;
}

export async function serve(ctx: CliContext, options: ServerOptions) {
  // --root: checked before serving, so a wrong one is one line at start, not an error in every call after.
  const fixedRoot = options.root === undefined ? undefined : await folderAt(resolve(ctx.cwd, options.root));
  const { selectTools } = await import('./catalog');
  const catalog = selectTools(await loadCatalog(options.loadCommand), options.toolsets);
  // --max-input-size: every call's document may be that long, as every command's is; the schemas' `stdin`
  // maxLength says so too.
  const maxInputSize = ctx.inputLimit.raised ? ctx.inputLimit.bytes : undefined;
  if (maxInputSize !== undefined) for (const tool of catalog) withInputLimit(tool, maxInputSize);
  const byName = new Map(catalog.map((tool) => [tool.name, tool]));
  // verbose: an error carries its schema, so a refused argument's message can name what would be accepted.
  const ajv = new Ajv({ allErrors: false, strict: false, verbose: true });
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
      if (fixedRoot !== undefined) return [fixedRoot];
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

  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    // One page, never a nextCursor: a cursor is one this server did not give (the specification: -32602).
    if (request.params?.cursor !== undefined)
      throw new McpError(
        ErrorCode.InvalidParams,
        'Invalid cursor: tools/list is one page; ask without a cursor.',
      );
    return {
      tools: catalog.map((tool) => ({
        name: tool.name,
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema as { type: 'object' },
        outputSchema: tool.outputSchema as { type: 'object' },
        annotations: tool.annotations,
      })),
    };
  });

  // The SDK parses a request by its handler's schema before its own tools/call check, and answers a failure of the
  // first as -32603 Internal error: registered under the loose request schema, a malformed tools/call (no name,
  // arguments not an object) reaches that check, which answers -32602 Invalid params as the specification says.
  const ToolCall = RequestSchema.extend({ method: CallToolRequestSchema.shape.method });
  server.setRequestHandler(ToolCall, async (loose, extra): Promise<CallToolResult> => {
    const request = CallToolRequestSchema.parse(loose);
    try {
      const tool = byName.get(request.params.name);
      if (!tool)
        throw new CallError(`no tool "${terminalText(request.params.name)}"; tools/list names them.`);
      const args = request.params.arguments ?? {};
      const validate = validatorFor(tool);
      if (!validate(args)) {
        const [first] = validate.errors ?? [];
        throw new CallError(
          `invalid arguments for ${tool.name}: ${first ? argumentError(first) : 'see its inputSchema'}.`,
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
            params: { progressToken, progress: step, message: progressText(message) },
          })
          .catch(() => {});
      };
      const limits = { timeout: options.timeout, maxInputSize };
      const result = await call(operation, values, await rootsNow(), ctx, limits, extra.signal, progress);
      return protocol < RESOURCE_LINKS ? withoutLinks(result) : result;
    } catch (error) {
      if (error instanceof CallError) return failure(error.message);
      return failure(`toolbox: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  const transport = new StdioTransport();
  await server.connect(transport);
  // The version the session speaks, as the SDK answers initialize: the client's when supported, else the latest.
  let protocol = LATEST_PROTOCOL_VERSION;
  const receive = transport.onmessage;
  transport.onmessage = (message) => {
    // Tasks are not offered (no `tasks` capability): a call asking for one is run as a plain call, as the
    // specification says a receiver without the capability does; the SDK would refuse it with -32603.
    if ('id' in message && 'method' in message && message.method === 'tools/call' && message.params)
      delete message.params.task;
    if ('method' in message && message.method === 'initialize') {
      const asked = message.params?.protocolVersion;
      protocol =
        typeof asked === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(asked)
          ? asked
          : LATEST_PROTOCOL_VERSION;
    }
    receive?.(message);
  };
  // The server runs until the client closes stdin. Closing it aborts the calls still running (their workers end):
  // the SDK does that in the transport's onclose it sets, so the server listens on its own onclose, not that one.
  await new Promise<void>((done) => {
    server.onclose = () => done();
    process.stdin.once('end', () => done());
  });
  await server.close().catch(() => {});
}

/** Every `stdin` property's maxLength under `value` (a tool, its operations, their schemas) set to `bytes`. */
function withInputLimit(value: unknown, bytes: number): void {
  if (typeof value !== 'object' || value === null) return;
  const stdin = (value as { properties?: { stdin?: { maxLength?: unknown } } }).properties?.stdin;
  if (typeof stdin?.maxLength === 'number') stdin.maxLength = bytes;
  for (const child of Object.values(value)) withInputLimit(child, bytes);
}

/** `--root`'s folder, its real path; a UsageError when it is not one. */
async function folderAt(path: string): Promise<string> {
  const real = await realpath(path).catch(() => undefined);
  const info = real === undefined ? undefined : await stat(real);
  if (real === undefined || !info?.isDirectory())
    throw new UsageError(
      `--root: ${path} is not a folder${real === undefined ? ' (it does not exist)' : ''}.`,
    );
  return real;
}

/** The protocol version that has resource_link content (2025-06-18); versions compare as their dates do. */
const RESOURCE_LINKS = '2025-06-18';

/** A result for a client from before resource links: each written file named in a line of text instead. */
function withoutLinks(result: CallToolResult): CallToolResult {
  return {
    ...result,
    content: result.content.map((block) =>
      block.type === 'resource_link'
        ? {
            type: 'text',
            text: `wrote ${fileURLToPath(block.uri)} (${block.size} bytes, ${block.mimeType})`,
          }
        : block,
    ),
  };
}

/** Ajv's first error as a model can act on it: the property it does not know and those it does, the choices. */
function argumentError(error: ErrorObject): string {
  const where = error.instancePath || 'arguments';
  if (error.keyword === 'additionalProperties') {
    const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    return `${where} has no property "${terminalText(String(error.params.additionalProperty))}"${known.length > 0 ? ` (it takes ${known.join(', ')})` : ''}`;
  }
  if (error.keyword === 'enum') {
    const choices = (error.params.allowedValues as unknown[]).map((choice) => JSON.stringify(choice));
    return `${where} must be one of ${choices.join(', ')}`;
  }
  return `${where} ${error.message}`;
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
