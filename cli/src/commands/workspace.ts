import { relative, resolve } from 'node:path';
import {
  COLOR_SCHEMES,
  type ColorScheme,
  DEFAULT_SETTINGS,
  generateWorkspaceAsync,
  LAYOUTS,
  type Layout,
  runWorkspaceExport,
  THEMES,
  type Theme,
} from '@toolbox/core/tools/visual-workspace-generator/text';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';
import { terminalText } from '../terminal-text';

export const WORKSPACE_FORMATS = [
  'json',
  'svg',
  'png',
  'mermaid-mindmap',
  'mermaid-kanban',
  'markdown',
  'tree',
] as const;
export type WorkspaceFormat = (typeof WORKSPACE_FORMATS)[number];

export const examples: readonly Example[] = [
  {
    command: 'toolbox workspace plan.md',
    description: 'the workspace as JSON (nodes, connections, metadata)',
  },
  {
    command: 'toolbox workspace plan.md --format svg --layout radial --theme dark -o plan.svg',
    description: 'the mindmap as the web page draws it',
  },
  { command: 'toolbox workspace plan.md --format png --color-scheme priority -o plan.png' },
  { command: 'cat notes.txt | toolbox workspace - --format mermaid-kanban' },
  {
    command: 'toolbox workspace plan.md --project Roadmap',
    description: 'save it to your account’s project "Roadmap": the web page shows it',
  },
  {
    command: 'toolbox workspace plan.md --format tree',
    description: 'the plan as a tree: its # title, the ## components and their items, with statuses',
  },
];

const flags = defineFlags({
  format: {
    flag: '--format <format>',
    description: 'what to write',
    choices: WORKSPACE_FORMATS,
    default: 'json',
  },
  layout: {
    flag: '--layout <layout>',
    description: 'mindmap layout; also the node positions in JSON',
    choices: LAYOUTS,
    default: DEFAULT_SETTINGS.layout,
  },
  theme: {
    flag: '--theme <theme>',
    description: 'mindmap theme',
    choices: THEMES,
    default: DEFAULT_SETTINGS.theme,
  },
  colorScheme: {
    flag: '--color-scheme <scheme>',
    description: 'node colours',
    choices: COLOR_SCHEMES,
    default: DEFAULT_SETTINGS.colorScheme,
  },
  connections: {
    flag: '--no-connections',
    description: 'hide the lines between components that share a tag',
  },
  progress: { flag: '--no-progress', description: 'hide the sub-task progress bars' },
  project: {
    flag: '--project <name>',
    description: 'save the plan and its board to this project in your account (created when missing)',
  },
  output: outputFile,
  force: {
    ...forceOutput,
    description: 'overwrite the -o file; with --project, replace the project even if it changed since',
  },
});

/** --project saves the plan to a project in the account. */
export const effects = 'writes';
export const reachesNetwork = true;

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[file]', 'plain-text plan (FILE, or - for stdin)'));
}

export interface WorkspaceOptions {
  file: string | undefined;
  format: WorkspaceFormat;
  layout: Layout;
  theme: Theme;
  colorScheme: ColorScheme;
  showConnections: boolean;
  showProgress: boolean;
  /** --project: save to the account instead of (or, with -o, besides) writing. */
  project: string | undefined;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): WorkspaceOptions {
  const { connections, progress, ...values } = flags.read(parsed);
  return { file: readFlags(parsed).arg(0), ...values, showConnections: connections, showProgress: progress };
}

export async function run(options: WorkspaceOptions, ctx: CliContext) {
  const [{ readDocument }, { writeOutput }] = await Promise.all([
    import('../output/read-input'),
    import('../output/write-output'),
  ]);
  const text = await readDocument(ctx, options.file, 'a text file');
  // A status the parser cannot read is one stderr line naming the valid ones; the rest of the plan is still written.
  const workspace = await generateWorkspaceAsync(text, {
    clock: ctx.clock,
    layout: options.layout,
    onWarning: (message) => ctx.warn(message),
  });
  if (options.project !== undefined) {
    const { pushWorkspace } = await import('./account/project-sync');
    const file =
      options.file === undefined || options.file === '-' ? undefined : resolve(ctx.cwd, options.file);
    const push = {
      project: options.project,
      fallbackName: undefined,
      source: text,
      file,
      force: options.force,
    };
    await pushWorkspace(ctx, { ...push, shown: options.file ?? 'stdin' }, workspace);
    if (options.output === undefined) return;
  }
  const settings = {
    theme: options.theme,
    colorScheme: options.colorScheme,
    layout: options.layout,
    showConnections: options.showConnections,
    showProgress: options.showProgress,
  };
  const format = ctx.json ? 'json' : options.format;
  const file =
    format === 'svg' || format === 'png'
      ? await (await import('@toolbox/core/tools/visual-workspace-generator')).runWorkspaceImage(
          { workspace, settings, format },
          format === 'png' ? { graphics: (await import('../platform/napi-graphics')).napiGraphics() } : {},
        )
      : runWorkspaceExport({ workspace, format });
  // The SVG written to a file or the terminal ends its last line (the page's download is the bare document). The
  // plan's text is inert in the text formats (tree, Markdown, Mermaid), as commit text in a changelog; core's JSON
  // already writes its controls as \u escapes (stripping them would change the data).
  const data =
    format === 'svg'
      ? `${file.data}\n`
      : typeof file.data === 'string' && format !== 'json'
        ? terminalText(file.data, { multiline: true })
        : file.data;
  const path = await writeOutput(ctx, data, {
    output: options.output,
    force: options.force,
    binary: typeof data !== 'string',
  });
  if (path) ctx.print(relative(ctx.cwd, path) || path);
}
