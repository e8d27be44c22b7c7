import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test-context';
import { run } from './logout';

/** A context with its own empty config folder (no stored credential, no TOOLBOX_TOKEN) and an API nothing listens on. */
const signedOut = () =>
  testContext({
    env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-account-run-')) },
    apiUrl: 'http://127.0.0.1:9',
  });

describe('toolbox logout run', () => {
  it('signed out, has nothing to do and says so, asking no server', async () => {
    const ctx = signedOut();
    await run(undefined, ctx);
    expect(ctx.captured.stdout).toBe('Not signed in to http://127.0.0.1:9; nothing to do.\n');
  });
});
