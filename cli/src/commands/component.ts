import {
  COMPONENT_DEFAULTS,
  COMPONENT_TYPES,
  type ComponentForm,
  generateComponent,
} from '@toolbox/core/tools/component-scaffolder';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, outputFolder } from '../flag-table';
import { readFlags } from '../flags';
import { printOrWriteFiles } from '../output/write-output';

export const description =
  'A React component, class component or hook (TS or JS) with props, Tailwind, test and story.';

export const examples: readonly Example[] = [
  { command: 'toolbox component Button', description: 'Button.tsx to stdout (the spec’s defaults)' },
  {
    command:
      "toolbox component UserCard --props 'name: string; avatar?: string' --test --story -o src/components",
    description: 'UserCard.tsx, UserCard.test.tsx and UserCard.stories.tsx in src/components',
  },
  { command: 'toolbox component counter --type hook --no-props', description: 'useCounter.tsx' },
];

const flags = defineFlags({
  type: {
    flag: '--type <type>',
    description: 'what to scaffold',
    choices: COMPONENT_TYPES,
    default: 'functional',
  },
  typescript: { flag: '--no-typescript', description: 'write .jsx with JSDoc types instead of .tsx' },
  // `--props TEXT` and `--no-props` share one key: the text, false, or true when neither was given.
  props: {
    flag: '--props <text>',
    description: 'props, one per line or separated by ";", e.g. "title: string; size?: number"',
    negate: 'no props interface',
  },
  tailwind: { flag: '--no-tailwind', description: 'no Tailwind classes' },
  test: { flag: '--test', description: 'add a vitest + Testing Library test' },
  story: { flag: '--story', description: 'add a Storybook CSF3 story (components only)' },
  forwardRef: { flag: '--forward-ref', description: 'wrap a functional component in forwardRef' },
  output: outputFolder('write the files into DIR instead of printing the component'),
  force: { flag: '-f, --force', description: 'overwrite files in -o DIR' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument('[name]', 'PascalCase component name, or a hook name (use is added when missing)', 'Button'),
  );
}

export interface ComponentOptions {
  form: ComponentForm;
  out: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): ComponentOptions {
  const f = readFlags(parsed);
  if (f.args().length > 1) throw new UsageError('give one component name.');
  const { props, ...values } = flags.read(parsed);
  return {
    form: {
      name: f.arg(0) ?? COMPONENT_DEFAULTS.name,
      type: values.type,
      typescript: values.typescript,
      props: props !== false,
      propsText: typeof props === 'string' ? props : COMPONENT_DEFAULTS.propsText,
      tailwind: values.tailwind,
      withTest: values.test,
      withStory: values.story,
      forwardRef: values.forwardRef,
    },
    out: values.output,
    force: values.force,
  };
}

export async function run(options: ComponentOptions, ctx: CliContext) {
  const component = generateComponent(options.form);
  const [main, ...rest] = component.files;
  const written = await printOrWriteFiles(ctx, component.files, options, {
    json: () => component,
    text: () => (main?.data ?? '').trimEnd(),
  });
  if (!written && !ctx.json && rest.length > 0)
    ctx.warn(`Also generated ${rest.map((f) => f.name).join(', ')}: use -o DIR to write them.`);
}
