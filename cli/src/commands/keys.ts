import { EC_CURVES, KEY_TYPES, type KeyReport, RSA_SIZES } from '@toolbox/core/tools/keys';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'RSA and EC key pairs: generate one, convert a key between PEM (PKCS#8, SPKI, PKCS#1, SEC1) and JWK, fingerprint it (RFC 7638 JWK thumbprint, SHA-256 of the SubjectPublicKeyInfo DER). Keys are read from stdin or a file and never leave the machine.';

export const examples: readonly Example[] = [
  {
    command: 'toolbox keys generate --type ec --curve P-384',
    description: 'PKCS#8 private key, then SPKI public key',
  },
  { command: 'toolbox keys generate --type rsa --size 4096 --format jwk' },
  { command: 'toolbox keys convert key.pem', description: 'PEM in, JWK out (and JWK in, PEM out)' },
  {
    command: 'toolbox keys convert jwk.json --to traditional',
    description: 'RSA PRIVATE KEY or EC PRIVATE KEY',
  },
  { command: 'toolbox keys convert key.pem --public --to pem', description: 'the public half as SPKI PEM' },
  {
    command: 'toolbox keys fingerprint key.pem',
    description: 'as openssl pkey -pubout -outform DER | sha256sum',
  },
];

const MODES = ['generate', 'convert', 'fingerprint'] as const;
type Mode = (typeof MODES)[number];
const FORMATS = ['pem', 'traditional', 'jwk'] as const;
type Format = (typeof FORMATS)[number];

const flags = defineFlags({
  type: { flag: '-t, --type <type>', description: 'generate: rsa or ec; default rsa', choices: KEY_TYPES },
  size: {
    flag: '-s, --size <bits>',
    description: `generate: RSA modulus bits, ${RSA_SIZES.join(', ')}`,
    number: { min: 0, integer: true },
  },
  curve: { flag: '--curve <curve>', description: 'generate: the EC curve', choices: EC_CURVES },
  format: {
    flag: '-f, --format <format>',
    description:
      'generate: pem (PKCS#8 and SPKI), traditional (PKCS#1 or SEC1, as openssl -traditional) or jwk; default pem',
    choices: FORMATS,
  },
  to: {
    flag: '--to <format>',
    description:
      'convert: pem, traditional or jwk; default the other form (PEM in, JWK out; JWK in, PEM out)',
    choices: FORMATS,
  },
  public: { flag: '--public', description: 'convert: write only the public key' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd
      .argument('<mode>', 'generate, convert or fingerprint')
      .argument(
        '[file]',
        'convert, fingerprint: the key (PEM or JWK) in this file, or - for stdin (default)',
      ),
  );
}

export interface KeysOptions {
  mode: Mode;
  file: string | undefined;
  type: (typeof KEY_TYPES)[number];
  size: number | undefined;
  curve: (typeof EC_CURVES)[number] | undefined;
  format: Format | undefined;
  to: Format | undefined;
  public: boolean;
}

export function toOptions(parsed: ParsedCommand): KeysOptions {
  const args = readFlags(parsed);
  const mode = MODES.find((m) => m === args.arg(0));
  if (!mode)
    throw new UsageError(`the mode must be generate, convert or fingerprint, not "${args.arg(0) ?? ''}".`);
  const read = flags.read(parsed);
  const options: KeysOptions = {
    mode,
    file: args.arg(1),
    ...read,
    type: read.type ?? 'rsa',
    public: read.public === true,
  };
  const given = (names: (keyof typeof read)[]) => names.filter((name) => parsed.flags[name] !== undefined);
  if (mode === 'generate') {
    if (options.file !== undefined) throw new UsageError('keys generate makes a new key: it reads no file.');
    const wrong = given(['to', 'public']);
    if (wrong.length > 0) throw new UsageError(`keys generate takes --format, not --${wrong[0]}.`);
    if (options.type === 'rsa' && options.curve !== undefined)
      throw new UsageError('--curve is for EC keys: add --type ec.');
    if (options.type === 'ec' && options.size !== undefined)
      throw new UsageError('--size is for RSA keys; EC keys take --curve.');
  } else {
    const wrong = given(['type', 'size', 'curve', 'format']);
    if (wrong.length > 0)
      throw new UsageError(`keys ${mode} reads a key: --${wrong[0]} is for keys generate.`);
    if (mode === 'fingerprint' && (options.to !== undefined || options.public))
      throw new UsageError(
        'keys fingerprint prints fingerprints only: --to and --public are for keys convert.',
      );
  }
  return options;
}

function jwkText(jwk: Record<string, string>): string {
  return JSON.stringify(jwk, null, 2);
}

/** The key in one form: PEM blocks as they are, a JWK as indented JSON. */
function keyText(report: KeyReport, format: Format, publicOnly: boolean): string {
  const isPrivate = report.private && !publicOnly;
  if (format === 'jwk') return jwkText((isPrivate ? report.jwk.private : null) ?? report.jwk.public);
  if (format === 'pem') return ((isPrivate ? report.pem.private : null) ?? report.pem.public).trimEnd();
  const traditional = isPrivate ? report.pem.privateTraditional : report.pem.publicTraditional;
  if (traditional === null)
    throw new UsageError('an EC public key has no traditional PEM form: use --to pem (SPKI) or --to jwk.');
  return traditional.trimEnd();
}

function fingerprintLines(
  report: KeyReport,
  labelledLines: (rows: [string, string][]) => string[],
): string[] {
  const kind = `${report.type} ${report.curve ?? `${report.bits} bit`} ${report.private ? 'private' : 'public'} key (${report.readAs})`;
  return [
    kind,
    ...labelledLines([
      ['JWK thumbprint (RFC 7638, SHA-256)', report.fingerprints.jwkThumbprint],
      ['SPKI SHA-256', report.fingerprints.spkiSha256],
    ]),
  ];
}

export async function run(options: KeysOptions, ctx: CliContext) {
  const core = await import('@toolbox/core/tools/keys');
  let report: KeyReport;
  if (options.mode === 'generate') {
    const { systemKeyPairs } = await import('../platform/key-pairs');
    report = await core.runKeysGenerate(
      { type: options.type, size: options.size, curve: options.curve },
      systemKeyPairs,
    );
  } else {
    const { readInput } = await import('../output/read-input');
    report = await core.runKeysRead({ key: await readInput(ctx, options.file ?? '-', 'a key file') });
  }
  if (options.mode === 'fingerprint') {
    const { labelledLines } = await import('../output/labelled');
    const { pem: _pem, jwk: _jwk, ...summary } = report;
    ctx.print(
      ctx.json ? JSON.stringify(summary, null, 2) : fingerprintLines(report, labelledLines).join('\n'),
    );
    return ctx.exit.ok;
  }
  if (ctx.json) {
    ctx.print(JSON.stringify(report, null, 2));
    return ctx.exit.ok;
  }
  if (options.mode === 'generate') {
    const format = options.format ?? 'pem';
    ctx.print(keyText(report, format, false));
    if (format === 'jwk') ctx.print();
    // An EC public key has no traditional form: SPKI, as openssl writes it too.
    ctx.print(
      keyText(
        report,
        report.pem.publicTraditional === null && format === 'traditional' ? 'pem' : format,
        true,
      ),
    );
    return ctx.exit.ok;
  }
  ctx.print(keyText(report, options.to ?? (report.readAs === 'JWK' ? 'pem' : 'jwk'), options.public));
  return ctx.exit.ok;
}
