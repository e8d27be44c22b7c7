import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateEdgeFunction } from './generate';
import { BATCH_SIZE, checkFunctionName, EDGE_DEFAULTS, type EdgeFunctionForm, parseEnvVars } from './options';

const gen = (over: Partial<EdgeFunctionForm>) => generateEdgeFunction({ ...EDGE_DEFAULTS, ...over });

describe('edge function form (spec §3, §9)', () => {
  it('has CORS and auth on by default, and batches of 100', () => {
    expect(EDGE_DEFAULTS).toMatchObject({ enableCors: true, requireAuth: true });
    expect(BATCH_SIZE).toBe(100);
    expect(gen({ template: 'database' }).code.data).toContain('const BATCH_SIZE = 100;');
    expect(gen({ template: 'scheduled' }).code.data).toContain('.limit(BATCH_SIZE)');
  });

  it.each([
    ['hello-world', 'hello-world'],
    [' send_email ', 'send_email'],
  ])('accepts the name %s', (name, out) => expect(checkFunctionName(name)).toBe(out));
  it.each([[''], ['1st'], ['hello world'], ['a/b'], ['../x'], ['x'.repeat(65)]])(
    'refuses the name %j',
    (name) => expect(() => checkFunctionName(name)).toThrow(ToolInputError),
  );

  it('reads env var names and refuses what Deno.env cannot hold', () => {
    expect(parseEnvVars('STRIPE_KEY, RESEND_KEY\nSTRIPE_KEY')).toEqual(['STRIPE_KEY', 'RESEND_KEY']);
    expect(() => parseEnvVars('BAD-NAME')).toThrow('"BAD-NAME" is not an environment variable name');
    expect(() => parseEnvVars('SUPABASE_SECRET')).toThrow('Supabase reserves the SUPABASE_ prefix');
  });
});

// index.ts declares each variable as a constant of its name: `const class = …` did not parse, `const json = …`
// redeclared the function, `const Response = …` and `const Deno = …` shadowed the globals the code calls (deno
// check: "This expression is not constructable", "Property 'env' does not exist on type 'string'").
describe('variable names index.ts cannot declare', () => {
  it.each([
    ['class', 'basic', 'it is a reserved word in JavaScript'],
    ['await', 'basic', 'it is a reserved word in JavaScript'],
    ['requireEnv', 'basic', 'index.ts already uses that name'],
    ['json', 'basic', 'index.ts already uses that name'],
    ['Response', 'basic', 'index.ts already uses that name'],
    ['Deno', 'basic', 'index.ts already uses that name'],
    ['createClient', 'database', 'index.ts already uses that name'],
    ['URL', 'cors', 'index.ts already uses that name'],
  ] as const)('refuses %s (%s template): %s', (env, template, why) => {
    expect(() => gen({ template, envVars: `STRIPE_KEY, ${env}` })).toThrow(
      `The environment variable "${env}" cannot be a constant in index.ts: ${why}; choose another name.`,
    );
  });

  it('refuses such a webhook secret too, and takes the names the code does not use', () => {
    expect(() => gen({ template: 'webhook', webhookSecret: 'crypto' })).toThrow(
      'The environment variable "crypto" cannot be a constant in index.ts: index.ts already uses that name',
    );
    const fn = gen({ template: 'database', envVars: 'resend_api_key, Url, JSON_KEY, SUPABASE_URL' });
    expect(fn.env).toEqual(['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'resend_api_key', 'Url', 'JSON_KEY']);
  });
});

describe('generateEdgeFunction', () => {
  it.each([
    [{}, true, true, true],
    [{ enableCors: false, requireAuth: false }, false, false, false],
    [{ template: 'cors', enableCors: false }, true, true, true],
    [{ template: 'auth', requireAuth: false }, true, true, true],
    [{ template: 'webhook' }, true, false, false],
    [{ template: 'scheduled' }, true, false, true],
  ] as const)('%o -> cors %s, auth %s, verify_jwt %s', (over, cors, auth, verifyJwt) => {
    const fn = gen(over);
    expect(fn).toMatchObject({ cors, auth, verifyJwt });
    expect(fn.code.data.includes("if (req.method === 'OPTIONS')")).toBe(cors);
    expect(fn.code.data.includes("return json({ error: 'Missing Authorization header' }, 401);")).toBe(auth);
    expect(fn.config.data).toContain(`verify_jwt = ${verifyJwt}\n`);
  });

  it('names the files for the zip and lists only the user’s own variables in .env.example', () => {
    const fn = gen({ name: 'send-email', envVars: 'RESEND_KEY SUPABASE_URL', template: 'webhook' });
    expect(fn.files.map((f) => f.name)).toEqual([
      'supabase/functions/send-email/index.ts',
      'supabase/config.toml',
      'supabase/functions/.env.example',
    ]);
    expect(fn.config.data.startsWith('[functions.send-email]\nenabled = true\n')).toBe(true);
    expect(fn.envExample.data).toMatch(/^STRIPE_WEBHOOK_SECRET=$/m);
    expect(fn.envExample.data).toMatch(/^RESEND_KEY=$/m);
    expect(fn.envExample.data).not.toMatch(/^SUPABASE_URL=/m);
    expect(fn.code.data).toContain("const RESEND_KEY = requireEnv('RESEND_KEY');");
    expect(fn.zipName).toBe('send-email.zip');
  });

  it('reads one webhook secret, named by the user or the provider’s usual name, and nothing else', () => {
    const env = (over: Partial<EdgeFunctionForm>) =>
      gen({ template: 'webhook', ...over }).envExample.data.match(/^\w+=$/gm);
    expect(env({})).toEqual(['STRIPE_WEBHOOK_SECRET=']);
    expect(env({ webhookProvider: 'github' })).toEqual(['GITHUB_WEBHOOK_SECRET=']);
    expect(env({ webhookSecret: ' HOOK_KEY ', envVars: 'HOOK_KEY' })).toEqual(['HOOK_KEY=']);
    expect(gen({ template: 'webhook', webhookSecret: 'HOOK_KEY' }).webhook).toEqual({
      provider: 'stripe',
      secret: 'HOOK_KEY',
    });
    expect(gen({ webhookSecret: 'not used' }).webhook).toBeNull();
  });

  it.each([
    [{ webhookSecret: 'BAD-NAME' }, '"BAD-NAME" is not an environment variable name'],
    [{ webhookSecret: 'A B' }, 'Name one environment variable'],
    [{ webhookSecret: 'SUPABASE_ANON_KEY' }, "SUPABASE_ANON_KEY is Supabase's"],
    [{ webhookProvider: 'paypal' as 'stripe' }, 'Unknown webhook provider "paypal"'],
  ])('refuses the webhook form %o', (over, message) => {
    expect(() => gen({ template: 'webhook', ...over })).toThrow(ToolInputError);
    expect(() => gen({ template: 'webhook', ...over })).toThrow(message);
  });

  it('keeps a multi-line description inside comments', () => {
    const code = gen({ description: 'Sends mail\nthrow new Error()' }).code.data;
    expect(code.startsWith('// Sends mail\n// throw new Error()\n')).toBe(true);
  });

  it('mentions the admin role check in the auth template (spec §6)', () => {
    expect(gen({ template: 'auth' }).code.data).toContain("role !== 'admin'");
  });
});
