import {
  BADGE_STYLES,
  BADGES,
  type Badge,
  fieldsFromPackageJson,
  generateReadme,
  README_DEFAULTS,
  README_TEMPLATES,
  type ReadmeInput,
} from '@toolbox/core/tools/readme-generator';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { readInput, writeOutput } from '../output/write-output';

export const examples: readonly Example[] = [
  {
    command: 'toolbox readme --from-package -o README.md',
    description: 'fill the fields from ./package.json',
  },
  {
    command:
      'toolbox readme --template react --name "Rocket" --repository acme/rocket --badges license,version,build,stars',
  },
  { command: 'toolbox readme --template api --badge-style for-the-badge > README.md' },
];

export function configure(cmd: Command) {
  const d = README_DEFAULTS;
  cmd
    .addOption(
      new Option('--template <template>', 'kind of project').choices(README_TEMPLATES).default(d.template),
    )
    .option('--name <name>', `project name (default "${d.projectName}")`)
    .option('--description <text>', 'one-line description')
    .option('--author <name>', `author (default "${d.author}")`)
    .option('--license <id>', `licence (default ${d.license})`)
    // `--version` is the program's own flag (commander reads it anywhere), so the project's version has its own name.
    .option('--project-version <version>', `version (default ${d.version})`)
    .option('--repository <owner/repo>', 'GitHub repository, for badges and the clone command')
    .option('--badges <list>', `comma-separated: ${BADGES.join(', ')} (default license,version; "" for none)`)
    .addOption(
      new Option('--badge-style <style>', 'shields.io style').choices(BADGE_STYLES).default(d.badgeStyle),
    )
    .option(
      '--from-package [file]',
      'fill the fields from package.json (default ./package.json; flags win); with the basic template, install, usage and development steps come from its name, bin and scripts',
    )
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .option('-f, --force', 'overwrite the -o file');
}

export interface ReadmeOptions {
  /** Fields given as flags; they win over package.json. */
  fields: Partial<ReadmeInput>;
  fromPackage: string | undefined;
  output: string | undefined;
  force: boolean;
}

function badgesOf(list: string[], given: boolean): Badge[] | undefined {
  if (!given) return undefined;
  return list.map((name) => {
    const badge = BADGES.find((b) => b === name);
    if (!badge) throw new UsageError(`--badges: unknown badge "${name}"; choose from ${BADGES.join(', ')}.`);
    return badge;
  });
}

export function toOptions(parsed: ParsedCommand): ReadmeOptions {
  const f = readFlags(parsed);
  const fromPackage = parsed.flags.fromPackage;
  const fields: Partial<ReadmeInput> = {
    template: f.choice('template', README_TEMPLATES, README_DEFAULTS.template),
    badgeStyle: f.choice('badgeStyle', BADGE_STYLES, README_DEFAULTS.badgeStyle),
    projectName: f.string('name'),
    description: f.string('description'),
    author: f.string('author'),
    license: f.string('license'),
    version: f.string('projectVersion'),
    repository: f.string('repository'),
    badges: badgesOf(f.list('badges'), f.string('badges') !== undefined),
  };
  return {
    fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    fromPackage: fromPackage === true ? 'package.json' : f.string('fromPackage'),
    output: f.string('output'),
    force: f.boolean('force'),
  };
}

export async function run(options: ReadmeOptions, ctx: CliContext) {
  const fromPackage = options.fromPackage
    ? fieldsFromPackageJson(await readInput(ctx, options.fromPackage, 'a package.json'))
    : {};
  // Without --repository, a package.json repository replaces the placeholder; otherwise no GitHub badges.
  const repository =
    options.fields.repository ??
    fromPackage.repository ??
    (options.fromPackage ? '' : README_DEFAULTS.repository);
  // From a package.json, a field it lacks stays empty rather than showing the form's placeholder ("Your Name").
  const placeholders = options.fromPackage ? { author: '', description: '' } : {};
  const input: ReadmeInput = {
    ...README_DEFAULTS,
    ...placeholders,
    ...fromPackage,
    ...options.fields,
    repository,
  };
  const readme = generateReadme(input);
  await writeOutput(ctx, ctx.json && !options.output ? JSON.stringify({ readme, input }, null, 2) : readme, {
    output: options.output,
    force: options.force,
  });
  if (options.output) ctx.warn(`wrote ${options.output}`);
  return ctx.exit.ok;
}
