import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../errors';
import { testContext } from '../../test-context';
import { run, toOptions } from './login';

describe('toolbox login: flags to input', () => {
  it('opens a browser unless --no-browser', () => {
    expect(toOptions({ flags: {}, args: [] })).toEqual({ browser: true });
    expect(toOptions({ flags: { browser: false }, args: [] })).toEqual({ browser: false });
  });
});

describe('toolbox login run', () => {
  it('with the API out of reach, says which address it could not reach (a NetworkError: exit 4)', async () => {
    const ctx = testContext({
      env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-login-run-')) },
      apiUrl: 'http://127.0.0.1:9',
    });
    const error = await run({ browser: false }, ctx).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/^could not reach http:\/\/127\.0\.0\.1:9 /);
    expect(ctx.captured.stdout).toBe('');
  });
});
