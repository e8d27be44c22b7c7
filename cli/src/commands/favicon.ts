import {
  DARK_MODES,
  FAVICON_DEFAULTS,
  FAVICON_LOGO_DEFAULTS,
  FAVICON_SHAPES,
  type FaviconInput,
  type FaviconLogoInput,
  LOGO_FITS,
  LOGO_PADDING_MAX,
} from '@toolbox/core/tools/favicon-maker';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, outputFolder, typed } from '../flag-table';

export const examples: readonly Example[] = [
  {
    command: 'toolbox favicon --text CB -o public',
    description: 'PNGs, favicon.svg, favicon.ico and site.webmanifest',
  },
  { command: 'toolbox favicon --text "⚡" --background "#111827" --shape circle --name "My App"' },
  {
    command: 'toolbox favicon --logo logo.svg --name "My App" -o public',
    description: 'the set from your logo: transparent tab icons, a white Apple touch icon',
  },
  { command: "toolbox favicon --logo logo.png --padding 10 --tab-background '#0f172a' --fit cover" },
  {
    command:
      "toolbox favicon --text DT --background '#2563eb' --text-color '#facc15' --shape rounded -o site",
  },
];

const flags = defineFlags({
  text: {
    flag: '--text <text>',
    description: 'up to 3 characters (longer text is cut); not used with --logo',
    default: FAVICON_DEFAULTS.text,
  },
  logo: {
    flag: '--logo <file>',
    description: 'make the set from your logo (PNG, JPG or SVG, up to 2MB) instead of text',
  },
  background: {
    flag: '--background <color>',
    description: `background colour (hex, default: "${FAVICON_DEFAULTS.backgroundColor}"; with --logo: the Apple touch icon's, default "${FAVICON_LOGO_DEFAULTS.touchBackground}")`,
  },
  // --color is the older name of --text-color, which wins when both are given.
  textColor: {
    flag: '--text-color <color>',
    description: `text colour (hex, default: "${FAVICON_DEFAULTS.textColor}")`,
    aliases: ['--color <color>'],
  },
  shape: {
    flag: '--shape <shape>',
    description: 'shape',
    choices: FAVICON_SHAPES,
    default: FAVICON_DEFAULTS.shape,
  },
  name: {
    flag: '--name <name>',
    description:
      "app name in site.webmanifest and the home-screen title (default: the text, or the logo file's name)",
  },
  fit: {
    flag: '--fit <fit>',
    description: 'with --logo: contain shows it whole, cover fills the square with its middle',
    choices: LOGO_FITS,
    default: FAVICON_LOGO_DEFAULTS.fit,
  },
  trim: {
    flag: '--no-trim',
    description: "with --logo: keep the logo's own margins (default: crop to its ink)",
  },
  padding: {
    flag: '--padding <percent>',
    description: 'with --logo: room around the logo on each side, in percent of the icon',
    number: { min: 0, max: LOGO_PADDING_MAX },
    default: FAVICON_LOGO_DEFAULTS.padding,
  },
  tabBackground: {
    flag: '--tab-background <color>',
    description: 'with --logo: browser tab icons (ICO, PNGs, SVG): hex or transparent',
    default: FAVICON_LOGO_DEFAULTS.tabBackground,
  },
  touchBackground: {
    flag: '--touch-background <color>',
    description: 'with --logo: apple-touch-icon.png (always opaque; default: --background, else white)',
  },
  appBackground: {
    flag: '--app-background <color>',
    description:
      'with --logo: Android / manifest icons: hex or transparent (maskable icons use the touch colour then)',
    default: FAVICON_LOGO_DEFAULTS.appBackground,
  },
  darkMode: {
    flag: '--dark-mode <mode>',
    description:
      'with --logo: favicon.svg in a dark browser theme: auto inverts a logo a dark tab would hide',
    choices: DARK_MODES,
    default: FAVICON_LOGO_DEFAULTS.darkMode,
  },
  output: { ...outputFolder('folder to write to (created if missing)'), default: '.' },
  force: { flag: '-f, --force', description: 'overwrite files that already exist' },
});

export const configure = flags.configure;

export interface FaviconOptions {
  input: FaviconInput;
  /** --logo: the file, and how the set is made from it. */
  logo?: { path: string; settings: Omit<FaviconLogoInput, 'logo'> };
  out: string;
  force: boolean;
}

/** Flags that shape a set made from a logo, by their key and their spelling. */
const LOGO_ONLY = [
  ['fit', '--fit'],
  ['trim', '--no-trim'],
  ['padding', '--padding'],
  ['tabBackground', '--tab-background'],
  ['touchBackground', '--touch-background'],
  ['appBackground', '--app-background'],
  ['darkMode', '--dark-mode'],
] as const;

/**
 * A flag typed for the other kind of set (--padding without --logo, --text with it) is refused: it was dropped
 * without a word. Only what was typed counts: a preset may carry both kinds.
 */
function checkKindFlags(parsed: ParsedCommand, logo: string | undefined): void {
  const given = (key: string) => typed(parsed, key);
  if (logo === undefined) {
    const flag = LOGO_ONLY.find(([key]) => given(key));
    if (flag) throw new UsageError(`${flag[1]} works with --logo only.`);
    return;
  }
  if (given('text'))
    throw new UsageError('--text makes the set from letters: give --text or --logo, not both.');
  if (given('textColor') || given('color'))
    throw new UsageError('--text-color colours the letters: with --logo it is not used.');
}

export function toOptions(parsed: ParsedCommand): FaviconOptions {
  const { name, logo, ...values } = flags.read(parsed);
  checkKindFlags(parsed, logo);
  const input: FaviconInput = {
    text: values.text,
    backgroundColor: values.background ?? FAVICON_DEFAULTS.backgroundColor,
    textColor: values.textColor ?? FAVICON_DEFAULTS.textColor,
    shape: values.shape,
  };
  if (name !== undefined) input.name = name;
  const options: FaviconOptions = { input, out: values.output, force: values.force };
  if (logo !== undefined) {
    options.logo = {
      path: logo,
      settings: {
        fit: values.fit,
        trim: values.trim,
        padding: values.padding,
        shape: values.shape,
        tabBackground: values.tabBackground,
        touchBackground: values.touchBackground ?? values.background ?? FAVICON_LOGO_DEFAULTS.touchBackground,
        appBackground: values.appBackground,
        darkMode: values.darkMode,
        ...(name === undefined ? {} : { name }),
      },
    };
  }
  return options;
}

export async function run(options: FaviconOptions, ctx: CliContext) {
  const [
    { runFavicons, runLogoFavicons, runFaviconLogoCheck },
    { napiGraphics },
    { nodeRenderAssets },
    { readImageFile },
    { writeFiles },
  ] = await Promise.all([
    import('@toolbox/core/tools/favicon-maker'),
    import('../platform/napi-graphics'),
    import('../platform/assets'),
    import('../platform/image-input'),
    import('../output/write-output'),
  ]);
  const { logo } = options;
  const result = logo
    ? await runLogoFavicons(
        {
          ...logo.settings,
          logo: {
            ...(await readImageFile(logo.path, ctx.cwd, (file) => runFaviconLogoCheck(file).problem)),
            name: logo.path,
          },
        },
        { graphics: napiGraphics() },
      )
    : await runFavicons(options.input, { graphics: napiGraphics(), assets: nodeRenderAssets() });
  for (const warning of result.warnings) ctx.warn(`warning: ${warning}`);
  await writeFiles(ctx, result.files, options, { manifest: result.manifest, snippet: result.snippet });
  if (ctx.json) return;
  ctx.print();
  ctx.print('Add to <head>:');
  ctx.print(result.snippet);
}
