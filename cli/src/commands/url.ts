import type { CommandModule, Example } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { terminalJson, terminalText } from '../terminal-text';

export const description =
  'Percent-encode or decode text (a whole URL, or a component with --component), or parse a URL into its parts.';

export const examples: readonly Example[] = [
  { command: 'toolbox url encode "a b&c" --component', description: 'a%20b%26c' },
  { command: 'toolbox url decode "caf%C3%A9"' },
  { command: 'toolbox url parse "https://example.com:8443/p?q=1&tag=a#top" --json' },
];

export function configure() {}

/** The text argument, or stdin for `-` or when piped (one trailing newline dropped). */
async function readText(ctx: CliContext, text: string | undefined, what: string): Promise<string> {
  if (text !== undefined && text !== '-') return text;
  const { readInput } = await import('../output/read-input');
  return (await readInput(ctx, text, what)).replace(/\r?\n$/, '');
}

interface CodingOptions {
  text: string | undefined;
  component: boolean;
  form: boolean;
}

const component = {
  flag: '--component',
  description: 'a URL component (encodeURIComponent): escapes / ? # & = too',
} as const;

const codingFlags = {
  encode: defineFlags({ component }),
  decode: defineFlags({
    component,
    form: { flag: '--form', description: 'read + as a space (HTML form data)' },
  }),
};

function coding(mode: 'encode' | 'decode'): CommandModule<CodingOptions> {
  return {
    description:
      mode === 'encode'
        ? 'Percent-encode UTF-8 text: a whole URL by default (keeps : / ? # & =), a query value or path segment with --component.'
        : 'Decode percent-escapes: a whole URL by default (keeps escapes of / ? # & =), everything with --component.',
    examples:
      mode === 'encode'
        ? [
            { command: 'toolbox url encode "a b&c" --component' },
            { command: 'toolbox url encode "https://x.dev/a b"' },
          ]
        : [
            { command: 'toolbox url decode "q%3Da%20b" --component' },
            { command: 'echo "a+b" | toolbox url decode - --form' },
          ],
    configure(cmd) {
      codingFlags[mode].configure(
        cmd.argument('[text]', 'the text, or - for stdin (default: stdin when piped)'),
      );
    },
    toOptions(parsed) {
      const text = readFlags(parsed).arg(0);
      if (mode === 'encode') return { text, ...codingFlags.encode.read(parsed), form: false };
      return { text, ...codingFlags.decode.read(parsed) };
    },
    async run(options, ctx) {
      const { runPercentDecode, runPercentEncode, runPercentEncodeBytes } = await import(
        '@toolbox/core/tools/url'
      );
      const how = options.component ? 'component' : 'uri';
      let result: string;
      if (mode === 'encode' && (options.text === undefined || options.text === '-')) {
        // stdin's bytes as they are: text that is not UTF-8 keeps them (caf\xE9 is caf%E9).
        const { readInputBytes } = await import('../output/read-input');
        const bytes = await readInputBytes(ctx, options.text, 'a text');
        const end = bytes.at(-1) === 0x0a ? (bytes.at(-2) === 0x0d ? -2 : -1) : bytes.length;
        result = runPercentEncodeBytes(bytes.subarray(0, end), how);
      } else {
        const text = await readText(ctx, options.text, 'a text');
        result = mode === 'encode' ? runPercentEncode(text, how) : runPercentDecode(text, how, options.form);
      }
      if (!ctx.json) return ctx.print(result);
      // { encoded, component } or { text, component }
      const key = mode === 'encode' ? 'encoded' : 'text';
      ctx.print(JSON.stringify({ [key]: result, component: options.component }, null, 2));
    },
  };
}

const parse: CommandModule<{ url: string | undefined }> = {
  description:
    'Parse a URL as browsers do (WHATWG URL): scheme, credentials, host, port, path, query parameters, fragment.',
  examples: [{ command: 'toolbox url parse "https://example.com/p?q=caf%C3%A9&tag=a&tag=b#top"' }],
  configure(cmd) {
    cmd.argument('[url]', 'the URL, or - for stdin (default: stdin when piped)');
  },
  toOptions: (parsed) => ({ url: readFlags(parsed).arg(0) }),
  async run(options, ctx) {
    const { runUrlParse } = await import('@toolbox/core/tools/url');
    const { labelledLines } = await import('../output/labelled');
    const url = runUrlParse(await readText(ctx, options.url, 'a URL'));
    if (ctx.json) {
      ctx.print(terminalJson(url));
      return;
    }
    // Decoded parts (the query above all) are whoever wrote the URL's text: printed inert.
    const rows: [string, string][] = [
      ['href', url.href],
      ['origin', url.origin],
      ['protocol', url.protocol],
      ['username', url.username],
      ['password', url.password ? '(set)' : ''],
      ['hostname', url.hostname],
      ['port', url.port],
      ['pathname', url.pathname],
      ['search', url.search],
      ['hash', url.hash],
    ];
    const shown = rows
      .filter(([, value]) => value !== '')
      .map(([label, value]) => [label, terminalText(value)]);
    for (const line of labelledLines(shown as [string, string][])) ctx.print(line);
    if (url.params.length > 0) {
      ctx.print('query');
      const params = url.params.map(
        ([key, value]) => [`  ${terminalText(key)}`, terminalText(value)] as [string, string],
      );
      for (const line of labelledLines(params)) ctx.print(line);
    }
  },
};

export const subcommands = { encode: coding('encode'), decode: coding('decode'), parse };
