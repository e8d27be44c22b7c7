import {
  COMPONENT_DEFAULTS,
  COMPONENT_TYPES,
  type ComponentForm,
  generateComponent,
} from '@toolbox/core/tools/component-scaffolder';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { writeFiles } from '../output/write-output';

export const description =
  'A React component, class component or hook (TS or JS) with props, Tailwind, test and story.';

export const examples: readonly Example[] = [
  { command: 'toolbox component Button', description: 'Button.tsx to stdout (the spec’s defaults)' },
  {
    command:
      "toolbox component UserCard --props 'name: string; avatar?: string' --test --story --out src/components",
    description: 'UserCard.tsx, UserCard.test.tsx and UserCard.stories.tsx in src/components',
  },
  { command: 'toolbox component counter --type hook --no-props', description: 'useCounter.tsx' },
];

export function configure(cmd: Command) {
  cmd
    .argument('[name]', 'PascalCase component name, or a hook name (use is added when missing)', 'Button')
    .addOption(new Option('--type <type>', 'what to scaffold').choices(COMPONENT_TYPES).default('functional'))
    .option('--no-typescript', 'write .jsx with JSDoc types instead of .tsx')
    .option('--no-props', 'no props interface')
    .option('--props <text>', 'props, one per line or separated by ";", e.g. "title: string; size?: number"')
    .option('--no-tailwind', 'no Tailwind classes')
    .option('--test', 'add a vitest + Testing Library test')
    .option('--story', 'add a Storybook CSF3 story (components only)')
    .option('--forward-ref', 'wrap a functional component in forwardRef')
    .option('--out <dir>', 'write the files into DIR instead of printing the component')
    .option('-f, --force', 'overwrite files in --out');
}

export interface ComponentOptions {
  form: ComponentForm;
  out: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): ComponentOptions {
  const f = readFlags(parsed);
  if (f.args().length > 1) throw new UsageError('give one component name.');
  // `--props TEXT` and `--no-props` share one key: the text, false, or undefined when neither was given.
  const props = parsed.flags.props;
  return {
    form: {
      name: f.arg(0) ?? COMPONENT_DEFAULTS.name,
      type: f.choice('type', COMPONENT_TYPES, COMPONENT_DEFAULTS.type),
      typescript: f.boolean('typescript'),
      props: props !== false,
      propsText: typeof props === 'string' ? props : COMPONENT_DEFAULTS.propsText,
      tailwind: f.boolean('tailwind'),
      withTest: f.boolean('test'),
      withStory: f.boolean('story'),
      forwardRef: f.boolean('forwardRef'),
    },
    out: f.string('out'),
    force: f.boolean('force'),
  };
}

export async function run(options: ComponentOptions, ctx: CliContext) {
  const component = generateComponent(options.form);
  if (options.out !== undefined) {
    await writeFiles(ctx, component.files, { out: options.out, force: options.force });
    return;
  }
  if (ctx.json) ctx.print(JSON.stringify(component, null, 2));
  else {
    const [main, ...rest] = component.files;
    ctx.print((main?.data ?? '').trimEnd());
    if (rest.length > 0)
      ctx.warn(`Also generated ${rest.map((f) => f.name).join(', ')}: use --out DIR to write them.`);
  }
}
