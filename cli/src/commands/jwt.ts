import { ToolInputError } from '@toolbox/core/errors';
import { JwtSignError, runJwtSignCheck, SIGN_ALGORITHMS } from '@toolbox/core/tools/jwt';
import type { CommandModule, Example } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { checkSecretFlags, secretOf } from '../secret-file';
import { terminalJson, terminalText } from '../terminal-text';

export const description =
  'Decode a JWT (times and Supabase claims explained), verify it with a secret, PEM, JWK or JWKS, or sign a test token.';

export const examples: readonly Example[] = [
  { command: 'toolbox jwt decode eyJhbGciOi...', description: 'header, claims, local and relative times' },
  {
    command: 'toolbox jwt verify "$TOKEN" --secret "$SUPABASE_JWT_SECRET"',
    description: 'exit 1 with the reason',
  },
  { command: 'toolbox jwt verify "$TOKEN" --key jwks.json' },
  {
    command:
      'toolbox jwt sign --secret dev-secret --claims \'{"sub":"42","role":"authenticated"}\' --expires-in 1h',
  },
  {
    command: 'toolbox jwt sign --secret-file .jwt-secret --claims \'{"sub":"42"}\'',
    description: 'a real secret from a file (or - for stdin): not in ps or shell history',
  },
];

/** --secret's text is visible to other local users (ps) and kept in shell history: --secret-file reads it. */
const SECRET_FILE_FLAG = {
  flag: '--secret-file <file>',
  description:
    'the HMAC secret from this file, or - for stdin (one trailing newline dropped): unlike --secret, not shown by ps or kept in shell history',
} as const;

export function configure() {}

/** The token argument, `-` or stdin when piped. */
async function readToken(ctx: CliContext, token: string | undefined): Promise<string> {
  if (token !== undefined && token !== '-') return token;
  const { readInput } = await import('../output/read-input');
  return readInput(ctx, token, 'a token');
}

/** `1700000000` -> "2023-11-14 22:13:20 (local)" in the machine's zone. */
function localTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())} local`;
}

/** exp in ISO 8601; past the dates a Date holds (PyJWT and jose accept exp 1e16), the bound it lies beyond. */
function expiryText(seconds: number): string {
  const last = 8.64e12;
  if (Math.abs(seconds) <= last) return new Date(seconds * 1000).toISOString();
  return `${seconds > 0 ? 'after' : 'before'} ${new Date(Math.sign(seconds) * last * 1000).toISOString()}`;
}

interface DecodeOptions {
  token: string | undefined;
}

const decode: CommandModule<DecodeOptions> = {
  description: 'Decode a JWT without verifying it: header, claims, times in local time and relative.',
  examples: [
    { command: 'toolbox jwt decode eyJhbGciOi...' },
    {
      command: 'pbpaste | toolbox jwt decode - --json',
      description: '{ header, payload, signature, status }',
    },
  ],
  configure(cmd) {
    cmd.argument('[token]', 'the token, or - for stdin (default: stdin when piped)');
  },
  toOptions: (parsed) => ({ token: readFlags(parsed).arg(0) }),
  async run(options, ctx) {
    const { runJwtDecode } = await import('@toolbox/core/tools/jwt');
    const decoded = runJwtDecode(await readToken(ctx, options.token), ctx.clock);
    if (ctx.json) {
      const { header, payload, signature, status } = decoded;
      ctx.print(terminalJson({ header, payload, signature, status }));
      return;
    }
    // Claim names and values are the token issuer's text: names filtered, values as JSON with C1/bidi escaped.
    const rows = (title: string, list: typeof decoded.claimRows) => {
      ctx.print(title);
      const names = list.map((row) => terminalText(row.name));
      const width = Math.max(0, ...names.map((name) => name.length));
      for (const [index, row] of list.entries()) {
        const value = terminalJson(row.value, 0);
        const time = row.time ? `  ${localTime(row.time.seconds)}, ${row.time.relative}` : '';
        const meaning = row.meaning ? `  (${row.meaning})` : '';
        ctx.print(`  ${names[index]!.padEnd(width)}  ${value}${time}${meaning}`);
      }
    };
    rows('Header', decoded.headerRows);
    rows('Payload', decoded.claimRows);
    ctx.print(`${decoded.status.message}. Signature not verified (toolbox jwt verify).`);
  },
};

interface VerifyOptions {
  token: string | undefined;
  secret: string | undefined;
  secretFile: string | undefined;
  key: string | undefined;
}

const verifyFlags = defineFlags({
  secret: {
    flag: '--secret <text>',
    description: 'the HMAC secret (HS256/384/512), as text',
    effect: 'credential',
  },
  secretFile: SECRET_FILE_FLAG,
  key: {
    flag: '--key <file>',
    description: 'a PEM public key, certificate or PKCS#8 key, a JWK or a JWKS file',
  },
});

const verify: CommandModule<VerifyOptions> = {
  description:
    'Verify a JWT’s signature and exp/nbf: HS256/384/512 with --secret or --secret-file, RS/PS/ES/EdDSA with --key (PEM, JWK or JWKS file; never fetched). Exit 1 with the reason when it fails.',
  examples: [
    { command: 'toolbox jwt verify "$TOKEN" --secret "$SUPABASE_JWT_SECRET"' },
    { command: 'pass show supabase/jwt | toolbox jwt verify "$TOKEN" --secret-file -' },
    { command: 'toolbox jwt verify "$TOKEN" --key public.pem' },
    {
      command:
        'curl -s https://example.com/.well-known/jwks.json > jwks.json && toolbox jwt verify "$TOKEN" --key jwks.json',
    },
  ],
  configure(cmd) {
    verifyFlags.configure(cmd.argument('[token]', 'the token, or - for stdin (default: stdin when piped)'));
  },
  toOptions(parsed) {
    const options = { token: readFlags(parsed).arg(0), ...verifyFlags.read(parsed) };
    const given = { text: options.secret, file: options.secretFile };
    checkSecretFlags(given, '--secret', {
      name: 'the token',
      uses: options.token === undefined || options.token === '-',
    });
    if ((given.text === undefined && given.file === undefined) === (options.key === undefined)) {
      throw new UsageError('give --secret TEXT, --secret-file FILE or --key FILE (one of them).');
    }
    return options;
  },
  async run(options, ctx) {
    const { runJwtVerify } = await import('@toolbox/core/tools/jwt');
    const token = await readToken(ctx, options.token);
    const secret = await secretOf(ctx, { text: options.secret, file: options.secretFile }, '--secret');
    let keyInput: { secret: string } | { key: string };
    if (secret !== undefined) keyInput = { secret };
    else {
      const { readInput } = await import('../output/read-input');
      keyInput = { key: await readInput(ctx, options.key, 'a key file') };
    }
    const result = await runJwtVerify(token, keyInput, ctx.clock);
    if (ctx.json) {
      ctx.print(JSON.stringify(result, null, 2));
      return result.valid ? ctx.exit.ok : ctx.exit.failed;
    }
    if (!result.valid) throw new ToolInputError(`invalid token: ${result.reason}`);
    const exp = result.payload.exp;
    const until = typeof exp === 'number' ? ` until ${expiryText(exp)}` : ' (no exp)';
    ctx.print(`Valid: ${result.alg} signature matches, valid${until}.`);
  },
};

interface SignOptions {
  secret: string | undefined;
  secretFile: string | undefined;
  claims: string;
  alg: 'HS256' | 'HS384' | 'HS512';
  expiresIn: number | undefined;
}

const signFlags = defineFlags({
  secret: { flag: '--secret <text>', description: 'the HMAC secret, as text', effect: 'credential' },
  secretFile: SECRET_FILE_FLAG,
  claims: { flag: '--claims <json>', description: 'the claims as a JSON object', default: '{}' },
  alg: {
    flag: '--alg <alg>',
    description: 'the HMAC algorithm',
    choices: SIGN_ALGORITHMS,
    default: 'HS256',
  },
  expiresIn: { flag: '--expires-in <time>', description: 'adds exp: seconds, or 90s, 15m, 1h, 7d' },
});

/** `--expires-in` in seconds; a lifetime core refuses is a usage error here, before any secret is read. */
function checkedLifetime(lifetime: string): number | undefined {
  try {
    return runJwtSignCheck({ expiresIn: lifetime }).expiresIn;
  } catch (error) {
    if (error instanceof JwtSignError && error.field === 'expiresIn')
      throw new UsageError(`--expires-in must be seconds or 90s, 15m, 1h, 7d, not "${lifetime}".`);
    throw error;
  }
}

const sign: CommandModule<SignOptions> = {
  description: 'Sign a test token for local development (HMAC; iat from now, exp from --expires-in).',
  examples: [
    {
      command:
        'toolbox jwt sign --secret dev-secret --claims \'{"sub":"42","role":"authenticated"}\' --expires-in 1h',
    },
    { command: 'toolbox jwt sign --secret-file .jwt-secret --claims "$(cat claims.json)" --alg HS512' },
  ],
  configure: signFlags.configure,
  toOptions(parsed) {
    const { expiresIn: lifetime, ...values } = signFlags.read(parsed);
    checkSecretFlags({ text: values.secret, file: values.secretFile }, '--secret');
    if (values.secret === undefined && values.secretFile === undefined)
      throw new UsageError('give --secret TEXT or --secret-file FILE (- for stdin).');
    return { ...values, expiresIn: lifetime === undefined ? undefined : checkedLifetime(lifetime) };
  },
  async run(options, ctx) {
    const { runJwtSign } = await import('@toolbox/core/tools/jwt');
    const { claims, alg, expiresIn } = options;
    const secret =
      (await secretOf(ctx, { text: options.secret, file: options.secretFile }, '--secret')) ?? '';
    ctx.print(
      await runJwtSign({ secret, claims, alg, ...(expiresIn === undefined ? {} : { expiresIn }) }, ctx.clock),
    );
  },
};

export const subcommands = { decode, verify, sign };
