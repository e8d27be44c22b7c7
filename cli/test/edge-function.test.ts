// `toolbox edge-function` as a user runs it: the built binary prints or writes core's files (checked and served
// under Deno in supabase/test/edge-function-scaffolder.test.ts) and maps bad input to exit 1/2.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDGE_DEFAULTS, generateEdgeFunction } from '@toolbox/core/tools/edge-function-scaffolder';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-edge-'));
const toolbox = (...args: string[]) => toolboxIn(dir, ['edge-function', ...args]);

describe('toolbox edge-function (built binary)', () => {
  it('prints index.ts with the form’s defaults (CORS and auth on)', () => {
    expect(toolbox('hello-world')).toMatchObject({
      code: 0,
      stdout: generateEdgeFunction(EDGE_DEFAULTS).code.data,
    });
  });

  it('honours --template, --no-cors, --no-auth, --env and --description', () => {
    const form = {
      ...EDGE_DEFAULTS,
      name: 'nightly',
      template: 'scheduled',
      enableCors: false,
      requireAuth: false,
      envVars: 'SLACK_URL,MAIL_KEY',
      description: 'Nightly clean-up',
    } as const;
    const args = [
      'nightly',
      '--template',
      'scheduled',
      '--no-cors',
      '--no-auth',
      '--env',
      'SLACK_URL,MAIL_KEY',
    ];
    expect(toolbox(...args, '--description', 'Nightly clean-up').stdout).toBe(
      generateEdgeFunction(form).code.data,
    );
  });

  it('writes DIR/NAME/ with the config snippet and env.example, refusing to overwrite', () => {
    const result = toolbox(
      'stripe-hook',
      '--template',
      'webhook',
      '--env',
      'STRIPE_KEY',
      '--out',
      'functions',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('[functions.stripe-hook]\nenabled = true\n');
    const fn = generateEdgeFunction({
      ...EDGE_DEFAULTS,
      name: 'stripe-hook',
      template: 'webhook',
      envVars: 'STRIPE_KEY',
    });
    const folder = join(dir, 'functions', 'stripe-hook');
    expect(readdirSync(folder).sort()).toEqual(['config.snippet.toml', 'env.example', 'index.ts']);
    expect(readFileSync(join(folder, 'index.ts'), 'utf8')).toBe(fn.code.data);
    expect(readFileSync(join(folder, 'config.snippet.toml'), 'utf8')).toContain('verify_jwt = false');
    expect(readFileSync(join(folder, 'env.example'), 'utf8')).toMatch(/^STRIPE_KEY=$/m);
    expect(toolbox('stripe-hook', '--out', 'functions').code).toBe(1);
  });

  it('--provider and --secret: one secret, named by the user, verified as the provider signs', () => {
    const result = toolbox(
      'gh-hook',
      '--template',
      'webhook',
      '--provider',
      'github',
      '--secret',
      'GH_HOOK_SECRET',
      '--out',
      'functions',
    );
    expect(result.code).toBe(0);
    const fn = generateEdgeFunction({
      ...EDGE_DEFAULTS,
      name: 'gh-hook',
      template: 'webhook',
      webhookProvider: 'github',
      webhookSecret: 'GH_HOOK_SECRET',
    });
    const folder = join(dir, 'functions', 'gh-hook');
    expect(readFileSync(join(folder, 'index.ts'), 'utf8')).toBe(fn.code.data);
    expect(fn.code.data).toContain("req.headers.get('X-Hub-Signature-256')");
    const env = readFileSync(join(folder, 'env.example'), 'utf8');
    expect(env.split('\n').filter((line) => /^[A-Z_]+=/.test(line))).toEqual(['GH_HOOK_SECRET=']);
  });

  it.each([
    [['hello world'], 1, 'starts with a letter'],
    [['h', '--template', 'webhook', '--secret', 'BAD-NAME'], 1, 'BAD-NAME'],
    [['h', '--template', 'webhook', '--provider', 'paypal'], 2, 'paypal'],
    [['ok', '--env', 'BAD-NAME'], 1, 'BAD-NAME'],
    [['ok', '--template', 'graphql'], 2, 'graphql'],
    [['a', 'b'], 2, 'too many arguments'],
  ])('%o exits %i', (args, code, message) => {
    const result = toolbox(...args);
    expect(result).toMatchObject({ code, stdout: '' });
    expect(result.stderr).toContain(message);
  });
});
