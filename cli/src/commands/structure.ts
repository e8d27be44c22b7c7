import {
  FEATURE_MODULES,
  FRAMEWORKS,
  generateStructure,
  STRUCTURE_DEFAULTS,
  type StructureForm,
} from '@toolbox/core/tools/folder-structure-generator';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';

export const description =
  'A project folder tree for Next.js, React + Vite or React Native, as a tree, an sh script or files.';

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

export function configure(cmd: Command) {
  cmd
    .argument('[name]', 'project (folder) name', 'my-awesome-project')
    .addOption(new Option('--framework <name>', 'preset').choices(FRAMEWORKS).default('next'))
    .option('--modules <list>', `feature modules, comma-separated: ${FEATURE_MODULES.join(', ')}`)
    .option('--custom <list>', 'custom modules, comma-separated (slugified), e.g. payment,notification')
    .addOption(new Option('--format <format>', 'what to print').choices(FORMATS).default('tree'))
    .option('--apply <dir>', 'create the project under DIR (refuses a non-empty folder, never overwrites)');
}

export interface StructureOptions {
  form: StructureForm;
  format: (typeof FORMATS)[number];
  apply: string | undefined;
}

export function toOptions(parsed: ParsedCommand): StructureOptions {
  const f = readFlags(parsed);
  if (f.args().length > 1) throw new UsageError('give one project name (quote it when it has spaces).');
  const modules = f.list('modules').map((name) => {
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
      framework: f.choice('framework', FRAMEWORKS, STRUCTURE_DEFAULTS.framework),
      modules,
      customModules: f.list('custom').join(','),
    },
    format: f.choice('format', FORMATS, 'tree'),
    apply: f.string('apply'),
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
    const { script: _script, ...data } = structure;
    ctx.print(JSON.stringify(options.format === 'script' ? structure : data, null, 2));
  } else ctx.print((options.format === 'script' ? structure.script : structure.tree).trimEnd());
}
