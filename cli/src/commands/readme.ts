import {
  BADGE_STYLES,
  BADGES,
  type Badge,
  README_DEFAULTS,
  README_TEMPLATES,
  type ReadmeInput,
  runReadme,
  runReadmeSections,
} from '@toolbox/core/tools/readme-generator';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { splitList } from '../flags';
import { readDocument } from '../output/read-input';
import { writeOutput } from '../output/write-output';

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
  {
    command: 'toolbox readme --template react --sections "Usage,Installation,License"',
    description: 'only these sections, in this order',
  },
];

const d = README_DEFAULTS;

const flags = defineFlags({
  template: {
    flag: '--template <template>',
    description: 'kind of project',
    choices: README_TEMPLATES,
    default: d.template,
  },
  name: { flag: '--name <name>', description: `project name (default "${d.projectName}")` },
  description: { flag: '--description <text>', description: 'one-line description' },
  author: { flag: '--author <name>', description: `author (default "${d.author}")` },
  license: { flag: '--license <id>', description: `licence (default ${d.license})` },
  // `--version` is the program's own flag (commander reads it anywhere), so the project's version has its own name.
  projectVersion: { flag: '--project-version <version>', description: `version (default ${d.version})` },
  repository: {
    flag: '--repository <owner/repo>',
    description: 'GitHub repository, for badges and the clone command',
  },
  badges: {
    flag: '--badges <list>',
    description: `comma-separated: ${BADGES.join(', ')} (default license,version; "" for none)`,
  },
  badgeStyle: {
    flag: '--badge-style <style>',
    description: 'shields.io style',
    choices: BADGE_STYLES,
    default: d.badgeStyle,
  },
  sections: {
    flag: '--sections <list>',
    description:
      "comma-separated section titles to write, in this order (default: all of the template's; see --json's input.sections for the names)",
  },
  fromPackage: {
    flag: '--from-package [file]',
    description:
      'fill the fields from package.json (default ./package.json; flags win); with the basic template, install, usage and development steps come from its name, bin and scripts',
  },
  output: outputFile,
  force: forceOutput,
});

export const configure = flags.configure;

export interface ReadmeOptions {
  /** Fields given as flags; they win over package.json. */
  fields: Partial<ReadmeInput>;
  fromPackage: string | undefined;
  output: string | undefined;
  force: boolean;
}

function badgesOf(list: string[]): Badge[] {
  return list.map((name) => {
    const badge = BADGES.find((b) => b === name);
    if (!badge) throw new UsageError(`--badges: unknown badge "${name}"; choose from ${BADGES.join(', ')}.`);
    return badge;
  });
}

export function toOptions(parsed: ParsedCommand): ReadmeOptions {
  const values = flags.read(parsed);
  const fields: Partial<ReadmeInput> = {
    template: values.template,
    badgeStyle: values.badgeStyle,
    projectName: values.name,
    description: values.description,
    author: values.author,
    license: values.license,
    version: values.projectVersion,
    repository: values.repository,
    badges: values.badges === undefined ? undefined : badgesOf(splitList(values.badges)),
    sections: values.sections === undefined ? undefined : splitList(values.sections),
  };
  return {
    fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    fromPackage: values.fromPackage === true ? 'package.json' : values.fromPackage,
    output: values.output,
    force: values.force,
  };
}

export async function run(options: ReadmeOptions, ctx: CliContext) {
  const request = {
    fields: options.fields,
    packageJson: options.fromPackage
      ? await readDocument(ctx, options.fromPackage, 'a package.json')
      : undefined,
  };
  const sections = runReadmeSections(request);
  const [unknown] = sections.unknown;
  if (unknown !== undefined) {
    throw new UsageError(
      `--sections: the ${sections.template} template has no section "${unknown}"; choose from ${sections.available.join(', ')}.`,
    );
  }
  const { readme, input } = runReadme(request);
  await writeOutput(ctx, ctx.json && !options.output ? JSON.stringify({ readme, input }, null, 2) : readme, {
    output: options.output,
    force: options.force,
  });
  if (options.output) ctx.warn(`wrote ${options.output}`);
  return ctx.exit.ok;
}
