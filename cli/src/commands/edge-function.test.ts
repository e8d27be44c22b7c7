import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './edge-function';

describe('toolbox edge-function: flags to input', () => {
  it('reads the name, template, switches and env names into the form', () => {
    expect(
      toOptions({
        flags: {
          template: 'webhook',
          provider: 'github',
          cors: false,
          env: 'RESEND_API_KEY,APP_URL',
          output: 'supabase/functions',
        },
        args: ['send-email'],
      }),
    ).toMatchObject({
      form: {
        name: 'send-email',
        template: 'webhook',
        webhookProvider: 'github',
        enableCors: false,
        requireAuth: true,
        envVars: 'RESEND_API_KEY,APP_URL',
        description: '',
      },
      out: 'supabase/functions',
    });
  });

  it('refuses two names and an unknown template', () => {
    expect(() => toOptions({ flags: {}, args: ['a', 'b'] })).toThrow(
      new UsageError('give one function name.'),
    );
    expect(() => toOptions({ flags: { template: 'cron-job-9' }, args: ['a'] })).toThrow(UsageError);
  });

  it('writes the function under -o DIR/<name> and prints the config to add', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-function-'));
    try {
      const ctx = testContext({ cwd: dir });
      await run(toOptions({ flags: { output: dir }, args: ['hello'] }), ctx);
      expect(readdirSync(join(dir, 'hello')).sort()).toEqual([
        'config.snippet.toml',
        'env.example',
        'index.ts',
      ]);
      expect(ctx.captured.stdout).toMatch(
        /^hello\/index\.ts\nhello\/config\.snippet\.toml\nhello\/env\.example\nAdd config\.snippet\.toml to supabase\/config\.toml:\n\n\[functions\.hello\]\n/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
