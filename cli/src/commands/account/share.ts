import { ToolInputError } from '@toolbox/core/errors';
import { parseShareExpiry } from '@toolbox/core/share';
import type { Command } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../../command-module';
import type { CliContext } from '../../context';
import { NetworkError, UsageError } from '../../errors';
import { defineFlags, forceOutput, outputFile } from '../../flag-table';
import { readFlags } from '../../flags';
import { printText } from '../../output/print-text';

export const description =
  'End-to-end encrypted links for secrets: the file is encrypted here (AES-GCM, a new key per link), the server keeps only ciphertext with an expiry, and the key travels only in the link after #. `share open` reads one, signed in or not.';

export const examples: readonly Example[] = [
  { command: 'toolbox share .env --expires 1d --burn', description: 'a link that opens once, within a day' },
  { command: 'toolbox jwt sign --secret-file key --claim sub=ci | toolbox share -' },
  { command: 'toolbox share open "https://toolbox.dev/s/…#k=…" -o .env' },
  { command: 'toolbox share list' },
  { command: 'toolbox share revoke 0b6f…' },
];

export const effects = 'writes';

const createFlags = defineFlags({
  expires: {
    flag: '--expires <duration>',
    description: 'how long the link works: 30m, 12h, 7d … at most 30d',
    default: '7d',
  },
  burn: { flag: '--burn', description: 'burn after reading: the first open deletes it' },
  name: { flag: '--name <name>', description: 'the file name the reader is offered (default: FILE’s name)' },
});

export interface ShareOptions {
  file: string | undefined;
  /** Seconds until the link stops working. */
  expiresIn: number;
  burn: boolean;
  name: string | undefined;
}

export function configure(cmd: Command) {
  createFlags.configure(
    cmd.argument('[file]', 'the file to share, or - for stdin (default: stdin when piped)'),
  );
}

export function toOptions(parsed: ParsedCommand): ShareOptions {
  const f = readFlags(parsed);
  const { expires, burn, name } = createFlags.read(parsed);
  let expiresIn: number;
  try {
    expiresIn = parseShareExpiry(expires);
  } catch (error) {
    throw error instanceof ToolInputError ? new UsageError(`--expires: ${error.message}`) : error;
  }
  return { file: f.arg(0), expiresIn, burn, name };
}

/** Text when the bytes are UTF-8, so the web shows it and the CLI prints it; anything else is a file. */
function mediaTypeOf(bytes: Uint8Array): string {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text/plain';
  } catch {
    return 'application/octet-stream';
  }
}

async function readShared(options: ShareOptions, ctx: CliContext): Promise<Uint8Array> {
  const { readInputBytes } = await import('../../output/read-input');
  if (options.file === undefined && ctx.stdinIsTTY)
    throw new UsageError('give a FILE to share, or - to read stdin.');
  return new Uint8Array(await readInputBytes(ctx, options.file ?? '-'));
}

async function shareTools() {
  const [share, account, { systemAesGcm }, { withShares }, { terminalJson, terminalText }] =
    await Promise.all([
      import('@toolbox/core/share'),
      import('@toolbox/core/account'),
      import('../../platform/aes-gcm'),
      import('../../platform/account'),
      import('../../terminal-text'),
    ]);
  return { ...share, ...account, systemAesGcm, withShares, terminalJson, terminalText };
}

export async function run(options: ShareOptions, ctx: CliContext) {
  const content = await readShared(options, ctx);
  const t = await shareTools();
  const { basename } = process.getBuiltinModule('node:path');
  const name = options.name ?? (options.file && options.file !== '-' ? basename(options.file) : '');
  const sealed = await t.sealShare(
    { name, type: mediaTypeOf(content), content },
    { cipher: t.systemAesGcm, random: ctx.random },
  );
  const created = await t.withShares(ctx, (client) =>
    client.createShare({
      ciphertext: t.toBase64Url(sealed.envelope),
      expires_in: options.expiresIn,
      burn_after_reading: options.burn,
    }),
  );
  const link = t.shareLink(created.url, sealed.key);
  if (ctx.json) {
    ctx.print(
      t.terminalJson({
        link,
        id: created.share.id,
        expires_at: created.share.expires_at,
        burn_after_reading: created.share.burn_after_reading,
      }),
    );
    return;
  }
  ctx.print(link);
  ctx.warn(
    `Expires ${created.share.expires_at}${options.burn ? ', opens once' : ''}. Revoke with: toolbox share revoke ${created.share.id}`,
  );
}

const openFlags = defineFlags({ output: outputFile, force: forceOutput });

interface OpenOptions {
  link: string;
  output: string | undefined;
  force: boolean;
}

const open: CommandModule<OpenOptions> = {
  needsSignIn: false,
  description:
    'Open an encrypted share link: fetch its ciphertext and decrypt it here with the key after #. Works signed out; a burn-after-reading link is gone after this.',
  examples: [
    { command: 'toolbox share open "https://toolbox.dev/s/…#k=…"' },
    { command: 'toolbox share open "https://toolbox.dev/s/…#k=…" -o cert.pem --json' },
  ],
  configure(cmd: Command) {
    openFlags.configure(cmd.argument('<link>', 'the whole link, with its #k= part (quote it in a shell)'));
  },
  toOptions(parsed: ParsedCommand) {
    const link = readFlags(parsed).arg(0);
    if (!link?.trim()) throw new UsageError('give the share link.');
    return { link, ...openFlags.read(parsed) };
  },
  async run(options, ctx) {
    const t = await shareTools();
    const { secret, key } = t.parseShareLink(options.link);
    const shared = await t.withShares(ctx, (client) => client.openShare(secret), { signedOut: true });
    const envelope = t.fromBase64Url(shared.ciphertext);
    if (!envelope)
      throw new NetworkError(`the data API at ${ctx.apiUrl} answered a ciphertext that is not base64url`);
    const file = await t.openShare(envelope, key, t.systemAesGcm);
    const text = file.type.startsWith('text/') ? new TextDecoder().decode(file.content) : null;
    const { writeOutput } = await import('../../output/write-output');
    if (ctx.json) {
      const written = options.output === undefined ? null : await writeOutput(ctx, file.content, options);
      ctx.print(
        t.terminalJson({
          name: file.name,
          type: file.type,
          bytes: file.content.length,
          ...(written === null && (text === null ? { base64: t.toBase64Url(file.content) } : { text })),
          ...(written !== null && { written: options.output }),
          burn_after_reading: shared.burn_after_reading,
          expires_at: shared.expires_at,
        }),
      );
      return;
    }
    await writeOutput(ctx, text ?? file.content, { ...options, binary: text === null });
    if (options.output !== undefined) ctx.warn(`Wrote ${t.terminalText(options.output)}`);
    if (shared.burn_after_reading) ctx.warn('This link was burn-after-reading: it no longer opens.');
  },
};

/** A plain link's state as the list shows it. */
function linkState(link: { revoked_at: string | null; expires_at: string | null }, now: number): string {
  if (link.revoked_at !== null) return 'revoked';
  return link.expires_at !== null && Date.parse(link.expires_at) <= now ? 'expired' : 'live';
}

const list: CommandModule<Record<string, never>> = {
  description:
    'Your share links: the encrypted ones (id, made, expires, burn after reading, last opened) and the read-only links to boards, presets and results (id, kind, title, made, expires, last opened, state).',
  examples: [{ command: 'toolbox share list' }, { command: 'toolbox share list --json' }],
  configure() {},
  toOptions: () => ({}),
  async run(_options, ctx) {
    const t = await shareTools();
    const [shares, links] = await t.withShares(ctx, (client) =>
      Promise.all([client.listShares(), client.listLinks()]),
    );
    if (ctx.json) {
      ctx.print(t.terminalJson({ shares, links }));
      return;
    }
    if (shares.length === 0 && links.length === 0) {
      ctx.warn(
        'No share links: `toolbox share FILE` makes an encrypted one; the web app links boards and results.',
      );
      return;
    }
    const [{ formatTable }, { createStyle }] = await Promise.all([
      import('../../output/table'),
      import('../../output/style'),
    ]);
    const table = (head: string[], rows: string[][]) =>
      formatTable(head, rows, { tty: ctx.isTTY, style: createStyle(ctx.color) });
    const parts: string[] = [];
    if (shares.length > 0)
      parts.push(
        table(
          ['ID', 'MADE', 'EXPIRES', 'BURN', 'OPENED'],
          shares.map((share) => [
            share.id,
            share.created_at,
            share.expires_at,
            share.burn_after_reading ? 'yes' : 'no',
            share.last_opened_at === null ? 'never' : `${share.last_opened_at} (${share.open_count}×)`,
          ]),
        ),
      );
    if (links.length > 0) {
      const now = ctx.clock.now().getTime();
      parts.push(
        table(
          ['ID', 'KIND', 'TITLE', 'MADE', 'EXPIRES', 'OPENED', 'STATE'],
          links.map((link) => [
            link.id,
            link.kind,
            t.terminalText(link.title),
            link.created_at,
            link.expires_at ?? 'never',
            link.last_opened_at ?? 'never',
            linkState(link, now),
          ]),
        ),
      );
    }
    printText(ctx, parts.join('\n'));
  },
};

const revoke: CommandModule<{ id: string }> = {
  effects: 'destructive',
  description:
    'Revoke one of your share links: it stops opening at once (an encrypted one’s ciphertext is deleted).',
  examples: [{ command: 'toolbox share revoke 0b6f2c1e-…' }],
  configure(cmd: Command) {
    cmd.argument('<id>', 'the share’s id, from `toolbox share list` or `toolbox share --json`');
  },
  toOptions(parsed: ParsedCommand) {
    const id = readFlags(parsed).arg(0)?.trim();
    if (!id) throw new UsageError('give the id of the share to revoke.');
    return { id };
  },
  async run(options, ctx) {
    const t = await shareTools();
    if (!t.isUuid(options.id))
      throw new UsageError(
        `"${t.terminalText(options.id)}" is not a share id: \`toolbox share list\` shows them.`,
      );
    // One id space for the user: an encrypted share's id, else a plain link's.
    await t.withShares(ctx, (client) =>
      client.revokeShare(options.id).catch((error: unknown) => {
        if (error instanceof t.AccountApiError && error.status === 404) return client.revokeLink(options.id);
        throw error;
      }),
    );
    if (ctx.json) ctx.print(t.terminalJson({ revoked: options.id }));
    else ctx.warn(`Revoked ${options.id}: the link no longer opens.`);
  },
};

export const subcommands = { open, list, revoke };
