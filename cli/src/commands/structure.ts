import {
  FEATURE_MODULES,
  FRAMEWORK_LABELS,
  FRAMEWORKS,
  generateStructure,
  STRUCTURE_DEFAULTS,
  type StructureForm,
} from '@toolbox/core/tools/folder-structure-generator';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

const frameworks = Object.values(FRAMEWORK_LABELS);
export const description = `A project folder tree for ${frameworks.slice(0, -1).join(', ')} or ${frameworks.at(-1)}, as a tree, an sh script or files.`;

export const examples: readonly Example[] = [
  { command: 'toolbox structure shop --modules auth,dashboard', description: 'the Next.js tree' },
  {
    command:
      'toolbox structure shop --framework react-vite --custom payment --format script > shop-structure.sh',
    description: 'a POSIX sh script that creates it',
  },
  {
    command: 'toolbox structure shop --modules blog --apply .',
    description: 'creates ./shop (refuses a non-empty folder)',
  },
];

const FORMATS = ['tree', 'script', 'json'] as const;

const flags = defineFlags({
  framework: {
    flag: '--framework <name>',
    description: 'preset',
    choices: FRAMEWORKS,
    default: STRUCTURE_DEFAULTS.framework,
  },
  modules: {
    flag: '--modules <list>',
    description: `feature modules, comma-separated: ${FEATURE_MODULES.join(', ')}`,
    list: 'split',
  },
  custom: {
    flag: '--custom <list>',
    description: 'custom modules, comma-separated (slugified), e.g. payment,notification',
    list: 'split',
  },
  format: { flag: '--format <format>', description: 'what to print', choices: FORMATS, default: 'tree' },
  apply: {
    flag: '--apply <dir>',
    description: 'create the project under DIR (refuses a non-empty folder, never overwrites)',
    effect: 'writes',
  },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[name]', 'project (folder) name', 'my-awesome-project'));
}

export interface StructureOptions {
  form: StructureForm;
  format: (typeof FORMATS)[number];
  apply: string | undefined;
}

export function toOptions(parsed: ParsedCommand): StructureOptions {
  const f = readFlags(parsed);
  if (f.args().length > 1) throw new UsageError('give one project name (quote it when it has spaces).');
  const values = flags.read(parsed);
  const modules = values.modules.map((name) => {
    const found = FEATURE_MODULES.find((module) => module === name.toLowerCase());
    if (!found)
      throw new UsageError(
        `--modules takes ${FEATURE_MODULES.join(', ')}, not "${name}"; use --custom for others.`,
      );
    return found;
  });
  return {
    form: {
      projectName: f.arg(0) ?? 'my-awesome-project',
      framework: values.framework,
      modules,
      customModules: values.custom.join(','),
    },
    format: values.format,
    apply: values.apply,
  };
}

export async function run(options: StructureOptions, ctx: CliContext) {
  const structure = generateStructure(options.form);
  if (options.apply !== undefined) {
    const { applyTree } = await import('../platform/apply-tree');
    const created = await applyTree(ctx.cwd, options.apply, structure.folder, structure.files);
    if (ctx.json) ctx.print(JSON.stringify({ folder: structure.folder, created }, null, 2));
    else for (const path of created) ctx.print(`created ${path}`);
    return;
  }
  if (ctx.json || options.format === 'json') {
    // The page's toast is not part of the layout.
    const { toast: _toast, ...whole } = structure;
    const { script: _script, ...data } = whole;
    ctx.print(JSON.stringify(options.format === 'script' ? whole : data, null, 2));
  } else ctx.print((options.format === 'script' ? structure.script : structure.tree).trimEnd());
}
