import { COMPONENT_DEFAULTS, generateComponent } from '@toolbox/core/tools/component-scaffolder';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './component';

const defaults = { type: 'functional', typescript: true, tailwind: true };
const parse = (flags: Record<string, unknown>, args: string[] = []) =>
  toOptions({ flags: { ...defaults, ...flags }, args });

describe('component options', () => {
  it.each([
    [{}, [], { ...COMPONENT_DEFAULTS }],
    [{ props: false }, ['Card'], { name: 'Card', props: false }],
    [{ props: 'a: string; b?: number' }, [], { props: true, propsText: 'a: string; b?: number' }],
    [
      { type: 'hook', typescript: false, test: true },
      ['counter'],
      { type: 'hook', typescript: false, withTest: true },
    ],
    [
      { story: true, forwardRef: true, tailwind: false },
      [],
      { withStory: true, forwardRef: true, tailwind: false },
    ],
  ])('%j %j', (flags, args, form) => {
    expect(parse(flags, args).form).toMatchObject(form);
  });

  it('refuses a bad --type and two names', () => {
    expect(() => parse({ type: 'mixin' })).toThrow(
      '--type must be one of functional, class, hook, not "mixin".',
    );
    expect(() => parse({}, ['A', 'B'])).toThrow('give one component name.');
  });
});

describe('run', () => {
  it('prints the component and names the other files on stderr', async () => {
    const ctx = testContext();
    const options = parse({ test: true });
    await run(options, ctx);
    expect(ctx.captured.stdout).toBe(generateComponent(options.form).files[0]?.data);
    expect(ctx.captured.stderr).toContain('Button.test.tsx');
  });
});
