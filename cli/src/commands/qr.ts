import { relative } from 'node:path';
import type { QrLevel, QrPayload } from '@toolbox/core/tools/qr-code';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile, typed } from '../flag-table';
import { readFlags } from '../flags';
import { printText } from '../output/print-text';
import { checkSecretFlags, readSecretFile } from '../secret-file';

export const examples: readonly Example[] = [
  { command: 'toolbox qr "https://example.com" -o qr.png', description: 'a PNG (or .svg) of the text' },
  { command: 'toolbox qr "Hello"', description: 'drawn in the terminal' },
  {
    command: 'toolbox qr --ssid "Home" --password-file wifi-password.txt -o wifi.svg',
    description: 'joins the Wi-Fi network when scanned',
  },
  {
    command:
      'toolbox qr --first-name Ada --last-name Lovelace --phone "+44 20 7946 0000" --level H -o ada.png',
  },
  { command: 'git remote get-url origin | toolbox qr - --kind url --color "#1e3a8a" -o repo.png' },
];

const KINDS = ['text', 'url', 'wifi', 'vcard'] as const;
const LEVELS = ['L', 'M', 'Q', 'H'] as const;
const SECURITY = ['WPA', 'WEP', 'nopass'] as const;
const FORMATS = ['text', 'png', 'svg'] as const;
type Format = (typeof FORMATS)[number];

const VCARD_FLAGS = ['firstName', 'lastName', 'org', 'jobTitle', 'phone', 'email', 'website'] as const;
const WIFI_FLAGS = ['ssid', 'password', 'passwordFile', 'security', 'hidden'] as const;

const flags = defineFlags({
  kind: {
    flag: '--kind <kind>',
    description: 'what TEXT is (default: wifi or vcard from their flags, else text)',
    choices: KINDS,
  },
  level: {
    flag: '--level <level>',
    description: 'error correction: L 7%, M 15%, Q 25%, H 30% may be damaged',
    choices: LEVELS,
    default: 'M',
  },
  ssid: { flag: '--ssid <name>', description: 'Wi-Fi: the network name' },
  password: { flag: '--password <text>', description: 'Wi-Fi: the password', effect: 'credential' },
  passwordFile: {
    flag: '--password-file <file>',
    description:
      'Wi-Fi: the password from this file, or - for stdin (one trailing newline dropped): unlike --password, not shown by ps or kept in shell history',
  },
  security: {
    flag: '--security <type>',
    description: 'Wi-Fi: WPA (also WPA2/WPA3), WEP or nopass',
    choices: SECURITY,
  },
  hidden: { flag: '--hidden', description: 'Wi-Fi: the network does not broadcast its name' },
  firstName: { flag: '--first-name <text>', description: 'contact: first name' },
  lastName: { flag: '--last-name <text>', description: 'contact: last name' },
  org: { flag: '--org <text>', description: 'contact: organisation' },
  jobTitle: { flag: '--job-title <text>', description: 'contact: job title' },
  phone: { flag: '--phone <number>', description: 'contact: phone number' },
  email: { flag: '--email <address>', description: 'contact: email address' },
  website: { flag: '--website <url>', description: 'contact: web site' },
  color: { flag: '--color <hex>', description: 'dark modules', default: '#000000' },
  background: { flag: '--background <hex>', description: 'light modules and margin', default: '#ffffff' },
  scale: {
    flag: '--scale <px>',
    description: 'pixels per module',
    number: { integer: true, min: 1, max: 40 },
    default: 10,
  },
  margin: {
    flag: '--margin <modules>',
    description: 'quiet zone around the code, in modules',
    number: { integer: true, min: 0, max: 16 },
    default: 4,
  },
  format: {
    flag: '--format <format>',
    description: 'text draws it in the terminal (default: from -o, else text)',
    choices: FORMATS,
  },
  output: { ...outputFile, description: 'write FILE.png or FILE.svg' },
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[text]', 'the text or URL to encode, or - for stdin'));
}

export interface QrOptions {
  /** TEXT, `-` for stdin, or undefined for Wi-Fi and contact codes. */
  text: string | undefined;
  kind: (typeof KINDS)[number];
  wifi: { ssid: string; password: string; security: (typeof SECURITY)[number]; hidden: boolean };
  /** Wi-Fi: read the password from this file (or - for stdin) when run. */
  passwordFile: string | undefined;
  card: Record<(typeof VCARD_FLAGS)[number], string>;
  level: QrLevel;
  color: string;
  background: string;
  scale: number;
  margin: number;
  format: Format;
  output: string | undefined;
  force: boolean;
}

function formatOf(output: string | undefined, asked: Format | undefined): Format {
  const extension = /\.(png|svg)$/i.exec(output ?? '')?.[1]?.toLowerCase();
  if (asked && extension && asked !== extension) {
    throw new UsageError(`--format ${asked} does not match ${output}.`);
  }
  if (asked) return asked;
  if (extension === 'png' || extension === 'svg') return extension;
  if (output !== undefined && output !== '-') {
    throw new UsageError(`cannot tell the format of ${output}: name it .png or .svg, or give --format.`);
  }
  return 'text';
}

export function toOptions(parsed: ParsedCommand): QrOptions {
  const values = flags.read(parsed);
  const card = { firstName: '', lastName: '', org: '', jobTitle: '', phone: '', email: '', website: '' };
  for (const name of VCARD_FLAGS) card[name] = values[name] ?? '';
  const wifiGiven =
    values.hidden ||
    [values.ssid, values.password, values.passwordFile, values.security].some((value) => value !== undefined);
  const cardGiven = VCARD_FLAGS.some((name) => card[name] !== '');
  if (wifiGiven && cardGiven) throw new UsageError('give Wi-Fi flags or contact flags, not both.');
  const kind = values.kind ?? (wifiGiven ? 'wifi' : cardGiven ? 'vcard' : 'text');
  // Typed for another kind, they were dropped without a word. Only what was typed counts: a preset saved from the
  // page carries every field of its form (an empty SSID for a link).
  const given = (key: string) => typed(parsed, key);
  if (kind !== 'wifi' && WIFI_FLAGS.some(given))
    throw new UsageError(`Wi-Fi flags are for a Wi-Fi code; --kind ${kind} does not use them.`);
  if (kind !== 'vcard' && VCARD_FLAGS.some(given))
    throw new UsageError(`contact flags are for a contact card; --kind ${kind} does not use them.`);
  const text = readFlags(parsed).arg(0);
  if ((kind === 'wifi' || kind === 'vcard') && text !== undefined) {
    throw new UsageError(`a ${kind === 'wifi' ? 'Wi-Fi' : 'contact'} code takes its flags, not TEXT.`);
  }
  if ((kind === 'text' || kind === 'url') && text === undefined) {
    throw new UsageError('give the TEXT to encode (or - for stdin), or Wi-Fi or contact flags.');
  }
  checkSecretFlags({ text: values.password, file: values.passwordFile }, '--password');
  const password = values.password ?? '';
  const hasPassword = password !== '' || values.passwordFile !== undefined;
  return {
    text,
    kind,
    wifi: {
      ssid: values.ssid ?? '',
      password,
      security: values.security ?? (hasPassword ? 'WPA' : 'nopass'),
      hidden: values.hidden,
    },
    passwordFile: values.passwordFile,
    card,
    level: values.level,
    color: values.color,
    background: values.background,
    scale: values.scale,
    margin: values.margin,
    format: formatOf(values.output, values.format),
    output: values.output,
    force: values.force,
  };
}

async function payloadOf(options: QrOptions, ctx: CliContext): Promise<QrPayload> {
  if (options.kind === 'wifi') {
    const { passwordFile } = options;
    const password =
      passwordFile === undefined
        ? options.wifi.password
        : await readSecretFile(ctx, passwordFile, '--password-file');
    return { kind: 'wifi', ...options.wifi, password };
  }
  if (options.kind === 'vcard') {
    const { firstName, lastName, org, jobTitle, phone, email, website } = options.card;
    return {
      kind: 'vcard',
      firstName,
      lastName,
      organization: org,
      title: jobTitle,
      phone,
      email,
      url: website,
    };
  }
  let text = options.text ?? '';
  if (text === '-') {
    const { readUtf8 } = await import('../output/read-input');
    // `echo TEXT |` ends in a newline that is not part of the text. A QR code holds UTF-8: other bytes are refused
    // (as U+FFFD they would be encoded as that), a byte order mark dropped (a scanner would show it).
    text = (await readUtf8(ctx, '-', 'text')).replace(/\r?\n$/, '');
  }
  return options.kind === 'url' ? { kind: 'url', url: text } : { kind: 'text', text };
}

export async function run(options: QrOptions, ctx: CliContext) {
  const [core, { writeOutput }] = await Promise.all([
    import('@toolbox/core/tools/qr-code'),
    import('../output/write-output'),
  ]);
  const payload = await payloadOf(options, ctx);
  const code = core.runQrCode({
    payload,
    level: options.level,
    foreground: options.color,
    background: options.background,
    scale: options.scale,
    margin: options.margin,
  });
  for (const warning of code.warnings) ctx.warn(`warning: ${warning}`);
  let path: string | null = null;
  // --json without -o prints the summary only (the image would share stdout with it).
  const image = ctx.json && options.output === undefined ? 'text' : options.format;
  if (image === 'png') {
    const { napiGraphics } = await import('../platform/napi-graphics');
    path = await writeOutput(ctx, await core.runQrPng(code, napiGraphics()), { ...options, binary: true });
  } else if (image === 'svg') {
    path = await writeOutput(ctx, core.runQrSvg(code), options);
  }
  if (ctx.json) {
    const { modules, style, ...summary } = code;
    const file = path ? { file: relative(ctx.cwd, path) || path } : {};
    const rows = modules.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));
    ctx.print(JSON.stringify({ ...summary, ...style, ...file, modules: rows }, null, 2));
  } else if (path) ctx.print(relative(ctx.cwd, path) || path);
  else printText(ctx, core.runQrTerminal(code, ctx.color));
}
