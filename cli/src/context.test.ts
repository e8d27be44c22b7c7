import { describe, expect, it } from 'vitest';
import { type CliContext, DEFAULT_API_URL, resolveColor, withGlobalOptions } from './context';
import { testContext } from './test-context';

describe('resolveColor', () => {
  it.each([
    ['a terminal', {}, true, true, true],
    ['a pipe', {}, false, true, false],
    ['--no-color', {}, true, false, false],
    ['NO_COLOR', { NO_COLOR: '1' }, true, true, false],
    ['empty NO_COLOR is ignored', { NO_COLOR: '' }, true, true, true],
    ['TERM=dumb', { TERM: 'dumb' }, true, true, false],
    ['FORCE_COLOR on a pipe', { FORCE_COLOR: '1' }, false, true, true],
    ['FORCE_COLOR=0', { FORCE_COLOR: '0' }, true, true, true],
    ['--no-color beats FORCE_COLOR', { FORCE_COLOR: '1' }, true, false, false],
  ])('%s', (_name, env, isTTY, flag, expected) => {
    expect(resolveColor(env, isTTY, flag)).toBe(expected);
  });
});

describe('context', () => {
  it('takes the API URL and anon key from the environment, else the local stack', () => {
    expect(testContext().apiUrl).toBe(DEFAULT_API_URL);
    expect(testContext().anonKey).toBeUndefined();
    const ctx = testContext({ env: { TOOLBOX_API_URL: 'https://x.supabase.co', TOOLBOX_ANON_KEY: 'anon' } });
    expect(ctx).toMatchObject({ apiUrl: 'https://x.supabase.co', anonKey: 'anon' });
  });

  it('global flags override the environment', () => {
    const ctx = testContext({ env: { TOOLBOX_API_URL: 'https://x.supabase.co' }, color: true });
    const run = withGlobalOptions(ctx, { apiUrl: 'http://localhost:1', json: true, color: false });
    expect(run).toMatchObject({ apiUrl: 'http://localhost:1', json: true, color: false, anonKey: undefined });
    expect(withGlobalOptions(ctx, {})).toMatchObject({
      apiUrl: 'https://x.supabase.co',
      json: false,
      color: true,
    });
  });

  it('testContext captures stdout and stderr and feeds stdin', async () => {
    const ctx = testContext({ input: 'feat: x\n' });
    ctx.print('one');
    ctx.print();
    ctx.warn('careful');
    ctx.stdout.write('two');
    expect(ctx.captured).toEqual({ stdout: 'one\n\ntwo', stderr: 'careful\n' });
    let input = '';
    for await (const chunk of ctx.stdin()) input += chunk.toString();
    expect(input).toBe('feat: x\n');
  });

  it('requireCredential checks with the context it is called on', async () => {
    const seen: string[] = [];
    const ctx = testContext({
      async requireCredential(this: CliContext) {
        seen.push(this.apiUrl);
      },
    });
    await withGlobalOptions(ctx, { apiUrl: 'http://other:1' }).requireCredential();
    expect(seen).toEqual(['http://other:1']);
  });

  it('uses a fixed clock and seeded randomness', () => {
    expect(testContext().clock.now().toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(testContext().random.bytes(4)).toEqual(testContext().random.bytes(4));
  });
});
