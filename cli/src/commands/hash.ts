// Not the front door, whose page functions load all five @noble/hashes modules: a command hashes in one algorithm.
import {
  DEFAULT_HASH_ALGORITHM,
  DIGEST_ENCODINGS,
  type DigestEncoding,
  HASH_ALGORITHM_IDS,
  type HashAlgorithm,
  runDigest,
} from '@toolbox/core/digest/digest';
import { toHex } from '@toolbox/core/digest/names';
import { ToolInputError } from '@toolbox/core/errors';
import { HASH_MESSAGES } from '@toolbox/core/tools/hash/limits';
import { runSumsCheck, runSumsParse } from '@toolbox/core/tools/hash/sums';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { checkSecretFlags, secretOf } from '../secret-file';

export const description =
  'MD5, SHA-1/2/3, BLAKE2b or CRC32 of files, stdin or text (sha256sum lines); --check a SHA256SUMS file; HMAC.';

export const examples: readonly Example[] = [
  { command: 'toolbox hash release.tar.gz', description: 'SHA-256 of a file, streamed' },
  {
    command: 'toolbox hash a.iso b.iso --algorithm sha512',
    description: 'several files: "<digest>  <name>" lines',
  },
  { command: 'echo -n hello | toolbox hash --algorithm sha3-256' },
  { command: 'toolbox hash --sums dist/* > SHA256SUMS', description: 'sha256sum lines, even for one file' },
  {
    command: 'toolbox hash --check SHA256SUMS',
    description: '"<name>: OK" or "FAILED" per file, as sha256sum -c; exit 1 when any fails',
  },
  { command: 'toolbox hash -a crc32 firmware.bin', description: 'the CRC-32 zip and PNG use' },
  {
    command: 'toolbox hash payload.json --hmac "$WEBHOOK_SECRET" --verify "sha256=…"',
    description: 'check a GitHub X-Hub-Signature-256 header; exit 1 when it does not match',
  },
  {
    command: 'toolbox hash payload.json --hmac-file .webhook-secret --verify "sha256=…"',
    description: 'the key from a file (or - for stdin): not in ps or shell history',
  },
];

const flags = defineFlags({
  text: { flag: '--text <text>', description: 'hash this text (UTF-8) instead of files' },
  algorithm: {
    flag: '-a, --algorithm <name>',
    description: 'hash algorithm',
    choices: HASH_ALGORITHM_IDS,
    default: DEFAULT_HASH_ALGORITHM,
  },
  encoding: {
    flag: '--encoding <encoding>',
    description: 'digest encoding',
    choices: DIGEST_ENCODINGS,
    default: 'hex',
  },
  sums: {
    flag: '--sums',
    description: 'print "<digest>  <name>" lines (sha256sum\'s format) even for one input',
  },
  check: {
    flag: '-c, --check <file>',
    description:
      'check the files a checksum file lists (sha256sum -c; - for stdin); untagged lines in --algorithm',
  },
  ignoreMissing: {
    flag: '--ignore-missing',
    description: 'with --check: skip listed files that do not exist',
  },
  hmac: {
    flag: '--hmac <key>',
    description: 'HMAC with this secret key instead of a plain hash',
    effect: 'credential',
  },
  hmacFile: {
    flag: '--hmac-file <file>',
    description:
      'HMAC with the key in this file, or - for stdin (one trailing newline dropped): unlike --hmac, not shown by ps or kept in shell history',
  },
  verify: {
    flag: '--verify <signature>',
    description:
      'with --hmac or --hmac-file: compare to a received signature (sha256=<hex>, hex, Base64 or base64url)',
  },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[files...]', 'files to hash, or - for stdin (default: stdin when piped)'));
}

export interface HashOptions {
  files: string[];
  text: string | undefined;
  algorithm: HashAlgorithm;
  encoding: DigestEncoding;
  hmacKey: string | undefined;
  hmacFile: string | undefined;
  verify: string | undefined;
  sums: boolean;
  check: string | undefined;
  ignoreMissing: boolean;
}

export function toOptions(parsed: ParsedCommand): HashOptions {
  const { hmac, ...values } = flags.read(parsed);
  const options: HashOptions = { files: readFlags(parsed).args(), ...values, hmacKey: hmac };
  if (options.text !== undefined && options.files.length > 0)
    throw new UsageError('give files or --text, not both.');
  const fromStdin = options.text === undefined && (options.files.length === 0 || options.files.includes('-'));
  checkSecretFlags({ text: options.hmacKey, file: options.hmacFile }, '--hmac', {
    name: 'the input',
    uses: fromStdin,
  });
  if (options.verify !== undefined && options.hmacKey === undefined && options.hmacFile === undefined)
    throw new UsageError('--verify needs --hmac KEY or --hmac-file FILE.');
  if (options.verify !== undefined && options.files.length > 1)
    throw new UsageError('--verify checks one input.');
  // GitHub's X-Hub-Signature is sha1=…: checked as SHA-256 (the default) it could only "not match".
  const named = /^\s*(sha1|sha256|sha512)=/i.exec(options.verify ?? '')?.[1]?.toLowerCase();
  if (named !== undefined && named !== options.algorithm)
    throw new UsageError(
      `--verify’s signature says ${named}=: add --algorithm ${named} (the MAC is ${options.algorithm} now).`,
    );
  if ((options.hmacKey !== undefined || options.hmacFile !== undefined) && options.algorithm === 'crc32')
    throw new UsageError(HASH_MESSAGES.hmacCrc);
  if (options.check !== undefined) {
    const other = options.files.length > 0 || options.text !== undefined || options.hmacKey !== undefined;
    if (other || options.hmacFile !== undefined || options.verify !== undefined)
      throw new UsageError(
        '--check reads the file names from the checksum file: give no files, --text or --hmac.',
      );
  } else if (options.ignoreMissing) throw new UsageError('--ignore-missing goes with --check.');
  return options;
}

/** `--check SUMS`: each listed file hashed (streamed when large) and compared, worded as `sha256sum -c`. */
async function check(sums: string, options: HashOptions, ctx: CliContext) {
  const { readInput } = await import('../output/read-input');
  const { digestFile } = await import('../platform/digest');
  const parsed = runSumsParse(await readInput(ctx, sums, 'a checksum file'), options.algorithm);
  const outcomes = [];
  for (const entry of parsed.entries) {
    let actual: string | undefined;
    try {
      actual = toHex(await digestFile(entry.name, ctx.cwd, { algorithm: entry.algorithm }));
    } catch (error) {
      if (!options.ignoreMissing)
        ctx.warn(`toolbox: ${error instanceof Error ? error.message : String(error)}`);
    }
    outcomes.push({ entry, actual });
  }
  const report = runSumsCheck(outcomes, parsed.malformed.length, { ignoreMissing: options.ignoreMissing });
  if (ctx.json) {
    const { results, ok, failed, missing, malformed, passed } = report;
    ctx.print(JSON.stringify({ results, ok, failed, missing, malformed, passed }, null, 2));
  } else if (report.text !== '') ctx.print(report.text);
  for (const warning of report.warnings) ctx.warn(`toolbox: ${warning}`);
  return report.passed ? ctx.exit.ok : ctx.exit.failed;
}

export async function run(options: HashOptions, ctx: CliContext) {
  if (options.check !== undefined) return check(options.check, options, ctx);
  const { digestFile, digestStream, digestText } = await import('../platform/digest');
  const hmacKey = await secretOf(ctx, { text: options.hmacKey, file: options.hmacFile }, '--hmac');
  const request = { algorithm: options.algorithm, hmacKey };
  const inputs: { name: string; digest: () => Promise<Uint8Array> }[] = [];
  if (options.text !== undefined) {
    const text = options.text;
    inputs.push({ name: '-', digest: async () => digestText(text, request) });
  } else if (options.files.length === 0 || (options.files.length === 1 && options.files[0] === '-')) {
    if (options.files.length === 0 && ctx.stdinIsTTY)
      throw new UsageError('give a file, --text TEXT, or - to read stdin.');
    inputs.push({ name: '-', digest: () => digestStream(ctx.stdin(), request) });
  } else {
    // - among files is stdin, as for sha256sum; a second - finds it at its end (empty).
    let stdinTaken = false;
    for (const file of options.files) {
      if (file !== '-') {
        inputs.push({ name: file, digest: () => digestFile(file, ctx.cwd, request) });
        continue;
      }
      const first = !stdinTaken;
      stdinTaken = true;
      inputs.push({
        name: '-',
        digest: async () => (first ? digestStream(ctx.stdin(), request) : digestText('', request)),
      });
    }
  }

  // As sha256sum: a file that cannot be read among several is reported, the others still hashed, and the exit is 1.
  const digests: { name: string; mac: Uint8Array }[] = [];
  let unreadable = false;
  for (const input of inputs) {
    try {
      digests.push({ name: input.name, mac: await input.digest() });
    } catch (error) {
      if (inputs.length === 1 || !(error instanceof ToolInputError)) throw error;
      ctx.warn(`toolbox: ${error.message}`);
      unreadable = true;
    }
  }
  const report = runDigest({
    algorithm: options.algorithm,
    encoding: options.encoding,
    hmac: hmacKey !== undefined,
    digests,
    verify: options.verify,
    lines: options.sums || inputs.length > 1,
  });
  const { algorithm, hmac, results } = report;
  if (ctx.json) ctx.print(JSON.stringify({ algorithm, hmac, results }, null, 2));
  else if (report.text !== '') ctx.print(report.text);
  return report.failed || unreadable ? ctx.exit.failed : ctx.exit.ok;
}
