/**
 * The commands `toolbox` knows, each loaded only when it runs.
 *
 * Adding a command (e.g. `og`):
 * 1. Write `src/commands/og.ts` with named exports that satisfy `CommandModule` (../command-module.ts):
 *      export const examples = [{ command: 'toolbox og --title "Hello" -o img' }];
 *      export const needsSignIn = true;                  // optional, default true
 *      export function configure(cmd: Command) { cmd.option('--title <text>', 'card title'); }
 *      export function toOptions({ flags, args }: ParsedCommand): OgOptions { ... }   // optional
 *      export async function run(options: OgOptions, ctx: CliContext) {
 *        const { napiGraphics } = await import('../platform/napi-graphics');     // heavy: only here
 *        ...
 *      }
 *    A multi-level command exports `subcommands = { lint: lintCommand }` (objects of the same shape).
 * 2. Add one line to `commandModules` below: `og: () => import('./og'),`. The keys are exactly the
 *    registry's `cli.commands` and `otherCommands`, so a misspelt or missing command fails to compile.
 * 3. Optionally add a one-line summary to `commandSummaries` when the tool's description does not fit the
 *    command (tools with several commands, like dev-utilities' `uuid`).
 *
 * Laziness, the mechanism: `toolbox --help` is built from the registry, `otherCommands` and
 * `commandSummaries` alone and imports no command module. To parse `toolbox <name> ...` (including
 * `<name> --help` and `help <name>`), main.ts imports only that one module and calls its configure().
 * So a module's top level must stay light: it may import commander types, core (pure) and small helpers;
 * ink, react, @napi-rs/canvas, PDF/markdown libraries and other heavy code are `await import()`ed inside
 * run(). cli/test/bundle-laziness.test.ts checks this on the built bundle's metafile.
 * Interactive screens: put the ink/react code in `src/ui/<screen>.tsx` (static `import { render } from 'ink'`)
 * and `await import('../ui/<screen>')` from run(); in the bundle, `await import('react')` directly gives no
 * named exports (CommonJS interop), a static import inside the lazily loaded screen module does.
 * Commands must not declare the global flags (--json, --no-color, --api-url, --anon-key); read ctx instead.
 */
import type { Tool } from '@toolbox/core/registry';
import type { CommandModule } from '../command-module';
import { commandSummaries, otherCommands } from '../command-summaries';

export { commandSummaries, otherCommands };

type ToolCommandName = NonNullable<Tool['cli']>['commands'][number];
export type CommandName = ToolCommandName | keyof typeof otherCommands;

export type CommandLoader = () => Promise<CommandModule>;

export const commandModules = {
  changelog: () => import('./changelog'),
  release: () => import('./release/release'),
  commit: () => import('./commit'),
  favicon: () => import('./favicon'),
  hooks: () => import('./hooks'),
  check: () => import('./check/check'),
  list: () => import('./list'),
  completion: () => import('./completion'),
  mcp: () => import('./mcp'),
  login: () => import('./account/login'),
  logout: () => import('./account/logout'),
  mockup: () => import('./mockup'),
  og: () => import('./og'),
  whoami: () => import('./account/whoami'),
  projects: () => import('./account/projects'),
  preset: () => import('./account/preset'),
  share: () => import('./account/share'),
  team: () => import('./account/team'),
  uuid: () => import('./uuid'),
  slug: () => import('./slug'),
  password: () => import('./password'),
  hash: () => import('./hash'),
  base64: () => import('./base64'),
  email: () => import('./email'),
  contrast: () => import('./contrast'),
  regex: () => import('./regex'),
  json: () => import('./json'),
  palette: () => import('./palette'),
  tailwind: () => import('./tailwind'),
  workspace: () => import('./workspace'),
  meta: () => import('./meta'),
  readme: () => import('./readme'),
  pdf: () => import('./pdf'),
  blog: () => import('./blog'),
  rls: () => import('./rls'),
  realtime: () => import('./realtime'),
  'edge-function': () => import('./edge-function'),
  component: () => import('./component'),
  structure: () => import('./structure'),
  icons: () => import('./icons'),
  schema: () => import('./schema'),
  'api-docs': () => import('./api-docs'),
  jwt: () => import('./jwt'),
  time: () => import('./time'),
  cron: () => import('./cron'),
  url: () => import('./url'),
  convert: () => import('./convert'),
  types: () => import('./types'),
  diff: () => import('./diff'),
  qr: () => import('./qr'),
  sql: () => import('./sql'),
  cert: () => import('./cert'),
  ulid: () => import('./ulid'),
  base: () => import('./base'),
  chmod: () => import('./chmod'),
  case: () => import('./case'),
  count: () => import('./count'),
  totp: () => import('./totp'),
  'basic-auth': () => import('./basic-auth'),
  'data-uri': () => import('./data-uri'),
  escape: () => import('./escape'),
  unescape: () => import('./unescape'),
  xml: () => import('./xml'),
  lines: () => import('./lines'),
  lorem: () => import('./lorem'),
  bcrypt: () => import('./bcrypt'),
  cidr: () => import('./cidr'),
  'http-status': () => import('./http-status'),
  mime: () => import('./mime'),
  compose: () => import('./compose'),
  ua: () => import('./ua'),
  jq: () => import('./jq'),
  jsonpath: () => import('./jsonpath'),
  keys: () => import('./keys'),
} satisfies Record<CommandName, CommandLoader>;

export function loaderFor(name: string): CommandLoader | undefined {
  return Object.hasOwn(commandModules, name)
    ? (commandModules as Record<string, CommandLoader>)[name]
    : undefined;
}
