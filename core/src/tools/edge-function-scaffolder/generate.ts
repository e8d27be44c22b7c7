import { isIdentifier } from '../../code/identifiers';
import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';
import {
  BUILT_IN_ENV,
  checkFunctionName,
  DEFAULT_WEBHOOK_SECRET,
  type EdgeFunctionForm,
  FIXED_AUTH,
  parseEnvVars,
  WEBHOOK_PROVIDERS,
  type WebhookProvider,
} from './options';
import { jsonObjectOr400, templateBody, templatePrelude, type WebhookPlan } from './templates';

type TextFile = OutputFile & { data: string };

export interface EdgeFunction {
  name: string;
  /** `supabase/functions/<name>/index.ts`. */
  code: TextFile;
  /** The `[functions.<name>]` table for `supabase/config.toml`. */
  config: TextFile;
  envExample: TextFile;
  files: TextFile[];
  zipName: string;
  /** What the generated function does, for the page and the CLI's --json. */
  cors: boolean;
  auth: boolean;
  verifyJwt: boolean;
  env: string[];
  /** The webhook template's signer and secret variable; null for the other templates. */
  webhook: WebhookPlan | null;
}

const indent = (lines: string[], by: string) => lines.map((line) => (line === '' ? '' : by + line));
const comment = (text: string) => text.split(/\r\n|[\r\n\u2028\u2029]/).map((line) => `// ${line}`.trimEnd());

function webhookPlan(form: EdgeFunctionForm): WebhookPlan {
  const provider = form.webhookProvider ?? 'stripe';
  if (!(WEBHOOK_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ToolInputError(
      `Unknown webhook provider "${provider}". Choose one of: ${WEBHOOK_PROVIDERS.join(', ')}.`,
    );
  }
  const named = (form.webhookSecret ?? '').trim();
  const secret = named === '' ? DEFAULT_WEBHOOK_SECRET[provider as WebhookProvider] : named;
  const [checked, ...more] = parseEnvVars(secret);
  if (!checked || more.length > 0)
    throw new ToolInputError('Name one environment variable for the webhook secret.');
  if (BUILT_IN_ENV.includes(checked))
    throw new ToolInputError(`${checked} is Supabase's; name your own webhook secret.`);
  return { provider: provider as WebhookProvider, secret: checked };
}

function plan(form: EdgeFunctionForm) {
  const name = checkFunctionName(form.name);
  const { template } = form;
  const cors = form.enableCors || template === 'cors';
  const requireAuth = FIXED_AUTH[template] ?? form.requireAuth;
  const auth = requireAuth && template !== 'scheduled';
  const verifyJwt = requireAuth;
  const webhook = template === 'webhook' ? webhookPlan(form) : null;
  const needs = new Set<string>();
  if (auth || template === 'database') needs.add('SUPABASE_URL').add('SUPABASE_ANON_KEY');
  if (template === 'scheduled') needs.add('SUPABASE_URL').add('SUPABASE_SERVICE_ROLE_KEY');
  if (webhook) needs.add(webhook.secret);
  for (const env of parseEnvVars(form.envVars)) needs.add(env);
  return { name, template, cors, auth, verifyJwt, webhook, env: [...needs] };
}

type Plan = ReturnType<typeof plan>;

const webhookOf = (p: Plan): WebhookPlan => p.webhook ?? { provider: 'stripe', secret: '' };

function clientLines(p: Plan): string[] {
  if (p.auth) {
    return [
      "const authorization = req.headers.get('Authorization');",
      "if (!authorization) return json({ error: 'Missing Authorization header' }, 401);",
      "// The caller's token goes with every query, so the database's RLS policies apply to them.",
      'const supabase = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {',
      '  global: { headers: { Authorization: authorization } },',
      '});',
      'const {',
      '  data: { user },',
      '} = await supabase.auth.getUser();',
      "if (!user) return json({ error: 'Invalid or expired token' }, 401);",
    ];
  }
  if (p.template === 'database') return ['const supabase = createClient(SUPABASE_URL, SUPABASE_ANON_KEY);'];
  if (p.template === 'scheduled') {
    return [
      '// The service role bypasses RLS: keep this function off the public path (verify_jwt, or a secret).',
      'const admin = createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY);',
    ];
  }
  return [];
}

function indexSource(p: Plan, description: string): string {
  const usesClient = p.auth || p.template === 'database' || p.template === 'scheduled';
  const headers = p.cors
    ? "{ ...corsHeaders, 'Content-Type': 'application/json' }"
    : "{ 'Content-Type': 'application/json' }";
  return [
    ...(description.trim() ? comment(description.trim()) : []),
    `// Supabase Edge Function "${p.name}": supabase functions serve / supabase functions deploy ${p.name}`,
    ...(usesClient ? ["import { createClient } from 'npm:@supabase/supabase-js@2';", ''] : ['']),
    ...(p.cors
      ? [
          'export const corsHeaders = {',
          "  'Access-Control-Allow-Origin': '*',",
          "  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',",
          "  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',",
          '};',
          '',
        ]
      : []),
    ...(p.env.length
      ? [
          'function requireEnv(name: string): string {',
          '  const value = Deno.env.get(name);',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: generated code holds a template literal
          '  if (!value) throw new Error(`Missing environment variable ${name}`);',
          '  return value;',
          '}',
          '',
          '// Checked at start: a missing variable stops the function before it serves anything.',
          ...p.env.map((env) => `const ${env} = requireEnv('${env}');`),
          '',
        ]
      : []),
    '/** An error with the HTTP status to answer with. */',
    'class HttpError extends Error {',
    '  constructor(',
    '    readonly status: number,',
    '    message: string,',
    '  ) {',
    '    super(message);',
    '  }',
    '}',
    '',
    'function json(body: unknown, status = 200): Response {',
    `  return new Response(JSON.stringify(body), { status, headers: ${headers} });`,
    '}',
    '',
    'async function readJson(req: Request): Promise<Record<string, unknown>> {',
    '  const text = await req.text();',
    "  if (text.trim() === '') return {};",
    ...jsonObjectOr400('text'),
    '}',
    '',
    ...templatePrelude(p.template, webhookOf(p)),
    'Deno.serve(async (req: Request) => {',
    ...(p.cors
      ? ["  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });", '']
      : []),
    '  try {',
    ...(['cors', 'auth', 'database'].includes(p.template) ? ['    const url = new URL(req.url);'] : []),
    ...indent(clientLines(p), '    '),
    ...indent(templateBody(p.template, p.auth, webhookOf(p)), '    '),
    '  } catch (error) {',
    '    if (error instanceof HttpError) return json({ error: error.message }, error.status);',
    '    console.error(error);',
    "    return json({ error: 'Internal server error' }, 500);",
    '  }',
    '});',
    '',
  ].join('\n');
}

/**
 * index.ts declares each variable as a constant of its name (`const STRIPE_KEY = requireEnv('STRIPE_KEY')`): refused
 * are a reserved word (`const class` does not parse) and a word the code already uses (`json`, `Response`, `Deno`,
 * `crypto`: redeclared or shadowed). The words are read from the code without those constants, the webhook secret
 * (the one name the code reads besides Supabase's) kept out of it; a word in one of its strings counts too.
 */
function checkEnvNames(p: Plan) {
  const webhook = p.webhook && { ...p.webhook, secret: '$SECRET$' };
  const used = new Set(indexSource({ ...p, env: [], webhook }, '').match(/[A-Za-z_$][\w$]*/g));
  used.add('requireEnv');
  for (const env of p.env) {
    if (BUILT_IN_ENV.includes(env)) continue;
    const why = !isIdentifier(env)
      ? 'it is a reserved word in JavaScript'
      : used.has(env)
        ? 'index.ts already uses that name'
        : undefined;
    if (why)
      throw new ToolInputError(
        `The environment variable "${env}" cannot be a constant in index.ts: ${why}; choose another name.`,
      );
  }
}

export function generateEdgeFunction(form: EdgeFunctionForm): EdgeFunction {
  const p = plan(form);
  checkEnvNames(p);
  const code = {
    name: `supabase/functions/${p.name}/index.ts`,
    mime: 'text/typescript',
    data: indexSource(p, form.description),
  };
  const config = {
    name: 'supabase/config.toml',
    mime: 'application/toml',
    data: [
      `[functions.${p.name}]`,
      'enabled = true',
      p.verifyJwt
        ? '# Supabase rejects calls without a valid JWT before the function runs.'
        : p.template === 'webhook'
          ? '# Webhooks come from outside Supabase: the signature check replaces the JWT check.'
          : '# Anyone may call it: the function does its own checks.',
      `verify_jwt = ${p.verifyJwt}`,
      '',
    ].join('\n'),
  };
  const own = p.env.filter((env) => !BUILT_IN_ENV.includes(env));
  const envExample = {
    name: 'supabase/functions/.env.example',
    mime: 'text/plain',
    data: [
      '# Copy to supabase/functions/.env for `supabase functions serve`; set them in production with',
      `#   supabase secrets set --env-file supabase/functions/.env`,
      '# SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase.',
      ...own.map((env) => `${env}=`),
      '',
    ].join('\n'),
  };
  const files = [code, config, envExample];
  return {
    name: p.name,
    code,
    config,
    envExample,
    files,
    zipName: `${p.name}.zip`,
    cors: p.cors,
    auth: p.auth,
    verifyJwt: p.verifyJwt,
    env: p.env,
    webhook: p.webhook,
  };
}
