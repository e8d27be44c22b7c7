import { generateStructure } from '@toolbox/core/tools/folder-structure-generator';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './structure';

const parse = (flags: Record<string, unknown>, args: string[] = []) =>
  toOptions({ flags: { framework: 'next', format: 'tree', ...flags }, args });

describe('structure options', () => {
  it.each([
    [{}, [], { projectName: 'my-awesome-project', framework: 'next', modules: [], customModules: '' }],
    [
      { modules: 'Auth, api', custom: 'payment,notification' },
      ['shop'],
      { projectName: 'shop', modules: ['auth', 'api'], customModules: 'payment,notification' },
    ],
    [{ framework: 'react-native' }, [], { framework: 'react-native' }],
  ])('%j %j', (flags, args, form) => expect(parse(flags, args).form).toMatchObject(form));

  it('refuses an unknown feature module', () => {
    expect(() => parse({ modules: 'billing' })).toThrow('use --custom for others');
  });

  it('prints the tree', async () => {
    const ctx = testContext();
    const options = parse({ modules: 'blog' }, ['blog']);
    await run(options, ctx);
    expect(ctx.captured.stdout).toBe(generateStructure(options.form).tree);
  });
});
