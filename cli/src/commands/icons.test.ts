import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './icons';

const parse = (flags: Record<string, unknown>, args: string[] = []) => toOptions({ flags, args });

describe('icons options', () => {
  it.each([
    [{}, [], { kind: 'search', query: '' }],
    [{}, ['arrow', 'down'], { kind: 'search', query: 'arrow down' }],
    [{ svg: 'house' }, [], { kind: 'svg', name: 'house' }],
    [{ import: 'Home' }, [], { kind: 'import', name: 'Home' }],
  ])('%j %j', (flags, args, mode) => expect(parse(flags, args).mode).toEqual(mode));

  it('refuses a query with --svg', () => {
    expect(() => parse({ svg: 'house' }, ['x'])).toThrow('do not go together');
  });

  it('prints the import', async () => {
    const ctx = testContext();
    await run(parse({ import: 'calendar' }), ctx);
    expect(ctx.captured.stdout).toBe("import { Calendar } from 'lucide-react';\n");
  });
});
