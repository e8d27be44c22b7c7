import {
  generatePalette,
  normalizeHexColor,
  type PaletteType,
  paletteCss,
  requireHexColor,
  type ScaleStep,
  TAILWIND_STEPS_950,
  tailwindScale,
} from '../../color';
import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';
import {
  generatePageTheme,
  PAGE_ROLES,
  PAGE_SCHEMES,
  type PageRole,
  type PageTheme,
  type PairCheck,
  type RoleColors,
  type RoleLocks,
  runPageContrast,
  PAGE_SCHEMES as SCHEMES,
} from './page-theme';

export const PALETTE_FORMATS = ['list', 'tailwind', 'css', 'json'] as const;
export type PaletteFormat = (typeof PALETTE_FORMATS)[number];

export const PALETTE_DEFAULTS = { base: '#3b82f6', type: 'monochromatic' as PaletteType };

/** What Generate makes: the harmony (the spec's colours list) and the page roles in light and dark. */
export interface GeneratedPalette {
  base: string;
  type: PaletteType;
  colors: string[];
  theme: PageTheme;
}

const isLockList = (locks: RoleLocks | readonly string[]): locks is readonly string[] => Array.isArray(locks);

/** Locks by scheme and role, or as `--lock` values (runParseLocks): the CLI's flag and the page's link. */
export function runPalette(
  base: string,
  type: PaletteType,
  locks: RoleLocks | readonly string[] = {},
): GeneratedPalette {
  const hex = requireHexColor(base);
  const kept = isLockList(locks) ? runParseLocks(locks) : locks;
  return { base: hex, type, colors: generatePalette(hex, type), theme: generatePageTheme(hex, type, kept) };
}

/**
 * `--lock` values: `primary=#e11d48` keeps the light page's primary, `dark:text=#eeeeee` the dark page's text.
 */
export function runParseLocks(specs: readonly string[]): RoleLocks {
  const locks: RoleLocks = {};
  for (const spec of specs) {
    const match = /^(?:(light|dark):)?([a-z]+)=(.+)$/.exec(spec.trim());
    const role = PAGE_ROLES.find((r) => r === match?.[2]);
    const hex = match?.[3] ? normalizeHexColor(match[3]) : undefined;
    if (!match || !role || !hex)
      throw new ToolInputError(
        `"${spec}" is not a colour to keep; use role=#rrggbb or dark:role=#rrggbb, the role one of ${PAGE_ROLES.join(', ')}.`,
      );
    const scheme = SCHEMES.find((s) => s === match[1]) ?? 'light';
    locks[scheme] = { ...locks[scheme], [role]: hex };
  }
  return locks;
}

/** Locks as `--lock` values (runParseLocks reads them back), in role order, the light page's first. */
export function runFormatLocks(locks: RoleLocks): string[] {
  return SCHEMES.flatMap((scheme) =>
    PAGE_ROLES.flatMap((role) => {
      const hex = locks[scheme]?.[role];
      return hex ? [`${scheme === 'light' ? '' : `${scheme}:`}${role}=${hex}`] : [];
    }),
  );
}

/** The roles that get a Tailwind 50–950 scale: the brand colours, from the light page. */
export const SCALED_ROLES = ['primary', 'secondary', 'accent'] as const satisfies readonly PageRole[];

export function runRoleScales(palette: GeneratedPalette): Record<(typeof SCALED_ROLES)[number], ScaleStep[]> {
  const scale = (role: (typeof SCALED_ROLES)[number]) =>
    tailwindScale(palette.theme.light[role], TAILWIND_STEPS_950);
  return { primary: scale('primary'), secondary: scale('secondary'), accent: scale('accent') };
}

/** `:root { --color-primary-50: …; … }`: the scales, named as Tailwind names its own. */
export function runRoleScalesCss(palette: GeneratedPalette): string {
  const scales = runRoleScales(palette);
  const lines = SCALED_ROLES.flatMap((role) =>
    scales[role].map((s) => `  --color-${role}-${s.step}: ${s.hex};`),
  );
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** The spec's toast when there is nothing to export yet. */
function requirePalette(palette: GeneratedPalette | null | undefined): GeneratedPalette {
  if (!palette || palette.colors.length === 0)
    throw new ToolInputError('Generate a color palette first.', 'No Colors');
  return palette;
}

const declarations = (colors: RoleColors, indent: string) =>
  PAGE_ROLES.map((role) => `${indent}--${role}: ${colors[role]};`).join('\n');

/**
 * The roles as custom properties: light on :root, dark when the system asks (unless the page says
 * data-theme="light") or when the page says data-theme="dark", so a theme toggle and the system setting both work.
 */
function pageThemeVariables(theme: PageTheme): string {
  return [
    ':root {',
    '  color-scheme: light;',
    declarations(theme.light, '  '),
    '}',
    '',
    '@media (prefers-color-scheme: dark) {',
    '  :root:not([data-theme="light"]) {',
    '    color-scheme: dark;',
    declarations(theme.dark, '    '),
    '  }',
    '}',
    '',
    '[data-theme="dark"] {',
    '  color-scheme: dark;',
    declarations(theme.dark, '  '),
    '}',
    '',
  ].join('\n');
}

/** The stylesheet: the page roles, then the harmony as the spec's numbered variables. */
export function runPaletteCss(palette: GeneratedPalette): string {
  return `/* Page colours from ${palette.base} (${palette.type}). */\n${pageThemeVariables(palette.theme)}\n/* The harmony, numbered. */\n${paletteCss(palette.colors)}`;
}

/**
 * A Tailwind CSS v4 theme: `@theme inline` maps each role to its variable, so bg-primary, text-text … follow light
 * and dark by themselves, with no dark: variant on every element.
 */
export function runPaletteTailwind(palette: GeneratedPalette): string {
  const theme = PAGE_ROLES.map((role) => `  --color-${role}: var(--${role});`).join('\n');
  return `/* Tailwind CSS v4 theme from ${palette.base} (${palette.type}): import it after @import "tailwindcss"; */\n@theme inline {\n${theme}\n}\n\n${pageThemeVariables(palette.theme)}`;
}

export interface PaletteJson extends GeneratedPalette {
  contrast: Record<(typeof PAGE_SCHEMES)[number], PairCheckJson[]>;
}
interface PairCheckJson {
  foreground: string;
  background: string;
  use: string;
  size: 'normal' | 'large';
  ratio: number;
  minimum: number;
  grade: string;
  passes: boolean;
  fix?: string;
}

function pairJson(check: PairCheck): PairCheckJson {
  return {
    foreground: check.pair.foreground,
    background: check.pair.background,
    use: check.pair.use,
    size: check.pair.size,
    // As shown: a ratio just short of its minimum is not rounded up to it.
    ratio: Number(check.ratioText),
    minimum: check.minimum,
    grade: check.grade,
    passes: check.passes,
    ...(check.fix ? { fix: check.fix } : {}),
  };
}

export function runPaletteJson(palette: GeneratedPalette): PaletteJson {
  return {
    ...palette,
    contrast: {
      light: runPageContrast(palette.theme.light).map(pairJson),
      dark: runPageContrast(palette.theme.dark).map(pairJson),
    },
  };
}

/** Roles with their light and dark colours, then each pair's ratio and grade per scheme, then the harmony. */
export function runPaletteList(palette: GeneratedPalette): string {
  const roles = PAGE_ROLES.map(
    (role) => `${role.padEnd(12)}${palette.theme.light[role]}  ${palette.theme.dark[role]}`,
  );
  const checks = PAGE_SCHEMES.map((s) => runPageContrast(palette.theme[s]));
  const rows = (checks[0] ?? []).map((light, i) => ({
    name: `${light.pair.foreground} on ${light.pair.background}`,
    cells: checks.map((c) => {
      const check = c[i] ?? light;
      const grade = check.passes ? check.grade : `fails ${check.minimum}:1`;
      const size = check.pair.size === 'large' ? ' large' : '';
      return `${check.ratioText}:1 ${grade}${size}${check.fix ? `, fix ${check.fix}` : ''}`;
    }),
  }));
  // A failing pair's cell names its fix and may be wider than the 28 columns: two spaces still part the schemes.
  const width = Math.max(28, ...rows.flatMap((row) => row.cells.map((cell) => cell.length + 2)));
  const pairs = rows.map(
    ({ name, cells }) =>
      `${name.padEnd(26)}${cells
        .map((cell) => cell.padEnd(width))
        .join('')
        .trimEnd()}`,
  );
  return [
    `${'role'.padEnd(12)}light    dark`,
    ...roles,
    '',
    `${'contrast'.padEnd(26)}${'light'.padEnd(width)}dark`,
    ...pairs,
    '',
    `harmony     ${palette.colors.join(' ')}`,
  ].join('\n');
}

export function runPaletteExport(
  palette: GeneratedPalette | null | undefined,
  format: 'tailwind' | 'css',
): string {
  const generated = requirePalette(palette);
  return format === 'tailwind' ? runPaletteTailwind(generated) : runPaletteCss(generated);
}

/** The export as a file: a Tailwind v4 theme stylesheet, or the roles as custom properties. */
export function runPaletteExportFile(
  palette: GeneratedPalette | null | undefined,
  format: 'tailwind' | 'css',
): OutputFile {
  const data = runPaletteExport(palette, format);
  return format === 'tailwind'
    ? { name: 'palette-theme.css', mime: 'text/css', data }
    : { name: 'palette.css', mime: 'text/css', data };
}
