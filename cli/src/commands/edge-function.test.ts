import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './edge-function';

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
});
