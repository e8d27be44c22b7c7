import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../errors';
import { testContext } from '../../test-context';
import { run } from './whoami';

/** A context with its own empty config folder (no stored credential, no TOOLBOX_TOKEN) and an API nothing listens on. */
const signedOut = () =>
  testContext({
    env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-account-run-')) },
    apiUrl: 'http://127.0.0.1:9',
  });

describe('toolbox whoami run', () => {
  it('signed out, says so (an AuthError: exit 3) and prints nothing', async () => {
    const ctx = signedOut();
    const error = await run(undefined, ctx).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as Error).message).toBe('not signed in: set TOOLBOX_TOKEN');
    expect(ctx.captured.stdout).toBe('');
  });
});
