import { relative } from 'node:path';
import type { QrLevel, QrPayload } from '@toolbox/core/tools/qr-code';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  { command: 'toolbox qr "https://example.com" -o qr.png', description: 'a PNG (or .svg) of the text' },
  { command: 'toolbox qr "Hello"', description: 'drawn in the terminal' },
  {
    command: 'toolbox qr --ssid "Home" --password "correct horse" -o wifi.svg',
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

export function configure(cmd: Command) {
  cmd
    .argument('[text]', 'the text or URL to encode, or - for stdin')
    .addOption(
      new Option(
        '--kind <kind>',
        'what TEXT is (default: wifi or vcard from their flags, else text)',
      ).choices(KINDS),
    )
    .addOption(
      new Option('--level <level>', 'error correction: L 7%, M 15%, Q 25%, H 30% may be damaged')
        .choices(LEVELS)
        .default('M'),
    )
    .option('--ssid <name>', 'Wi-Fi: the network name')
    .option('--password <text>', 'Wi-Fi: the password')
    .addOption(
      new Option('--security <type>', 'Wi-Fi: WPA (also WPA2/WPA3), WEP or nopass').choices(SECURITY),
    )
    .option('--hidden', 'Wi-Fi: the network does not broadcast its name')
    .option('--first-name <text>', 'contact: first name')
    .option('--last-name <text>', 'contact: last name')
    .option('--org <text>', 'contact: organisation')
    .option('--job-title <text>', 'contact: job title')
    .option('--phone <number>', 'contact: phone number')
    .option('--email <address>', 'contact: email address')
    .option('--website <url>', 'contact: web site')
    .option('--color <hex>', 'dark modules', '#000000')
    .option('--background <hex>', 'light modules and margin', '#ffffff')
    .option('--scale <px>', 'pixels per module', '10')
    .option('--margin <modules>', 'quiet zone around the code, in modules', '4')
    .addOption(
      new Option('--format <format>', 'text draws it in the terminal (default: from -o, else text)').choices(
        FORMATS,
      ),
    )
    .option('-o, --output <file>', 'write FILE.png or FILE.svg')
    .option('-f, --force', 'overwrite the -o file');
}

export interface QrOptions {
  /** TEXT, `-` for stdin, or undefined for Wi-Fi and contact codes. */
  text: string | undefined;
  kind: (typeof KINDS)[number];
  wifi: { ssid: string; password: string; security: (typeof SECURITY)[number]; hidden: boolean };
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
  const f = readFlags(parsed);
  const card = Object.fromEntries(VCARD_FLAGS.map((name) => [name, f.string(name, '')])) as QrOptions['card'];
  const wifiGiven = ['ssid', 'password', 'security', 'hidden'].some(
    (name) => parsed.flags[name] !== undefined,
  );
  const cardGiven = VCARD_FLAGS.some((name) => card[name] !== '');
  if (wifiGiven && cardGiven) throw new UsageError('give Wi-Fi flags or contact flags, not both.');
  const kind = f.choice('kind', KINDS) ?? (wifiGiven ? 'wifi' : cardGiven ? 'vcard' : 'text');
  const text = f.arg(0);
  if ((kind === 'wifi' || kind === 'vcard') && text !== undefined) {
    throw new UsageError(`a ${kind === 'wifi' ? 'Wi-Fi' : 'contact'} code takes its flags, not TEXT.`);
  }
  if ((kind === 'text' || kind === 'url') && text === undefined) {
    throw new UsageError('give the TEXT to encode (or - for stdin), or Wi-Fi or contact flags.');
  }
  const password = f.string('password', '');
  const output = f.string('output');
  return {
    text,
    kind,
    wifi: {
      ssid: f.string('ssid', ''),
      password,
      security: f.choice('security', SECURITY) ?? (password === '' ? 'nopass' : 'WPA'),
      hidden: f.boolean('hidden'),
    },
    card,
    level: f.choice('level', LEVELS, 'M'),
    color: f.string('color', '#000000'),
    background: f.string('background', '#ffffff'),
    scale: f.number('scale', { integer: true, min: 1, max: 40, fallback: 10 }),
    margin: f.number('margin', { integer: true, min: 0, max: 16, fallback: 4 }),
    format: formatOf(output, f.choice('format', FORMATS)),
    output,
    force: f.boolean('force'),
  };
}

async function payloadOf(options: QrOptions, ctx: CliContext): Promise<QrPayload> {
  if (options.kind === 'wifi') return { kind: 'wifi', ...options.wifi };
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
    const { readInput } = await import('../output/write-output');
    // `echo TEXT |` ends in a newline that is not part of the text.
    text = (await readInput(ctx, '-', 'text')).replace(/\r?\n$/, '');
  }
  return options.kind === 'url' ? { kind: 'url', url: text } : { kind: 'text', text };
}

export async function run(options: QrOptions, ctx: CliContext) {
  const [core, { writeOutput }] = await Promise.all([
    import('@toolbox/core/tools/qr-code'),
    import('../output/write-output'),
  ]);
  const code = core.createQrCode({
    payload: await payloadOf(options, ctx),
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
    path = await writeOutput(ctx, await core.qrPng(code, napiGraphics()), { ...options, binary: true });
  } else if (image === 'svg') {
    path = await writeOutput(ctx, core.qrSvg(code), options);
  }
  if (ctx.json) {
    const { modules, style, ...summary } = code;
    const file = path ? { file: relative(ctx.cwd, path) || path } : {};
    const rows = modules.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''));
    ctx.print(JSON.stringify({ ...summary, ...style, ...file, modules: rows }, null, 2));
  } else if (path) ctx.print(relative(ctx.cwd, path) || path);
  else ctx.stdout.write(core.qrTerminal(code, ctx.color));
}
