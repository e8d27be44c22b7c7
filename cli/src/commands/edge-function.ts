import { join } from 'node:path';
import {
  DEFAULT_WEBHOOK_SECRET,
  EDGE_DEFAULTS,
  EDGE_TEMPLATES,
  type EdgeFunctionForm,
  generateEdgeFunction,
  WEBHOOK_PROVIDERS,
} from '@toolbox/core/tools/edge-function-scaffolder';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, outputFolder } from '../flag-table';
import { readFlags } from '../flags';
import { printOrWriteFiles } from '../output/write-output';

export const description =
  'A Supabase Edge Function (Deno.serve, CORS, auth, env checks) and its config.toml entry.';

export const examples: readonly Example[] = [
  { command: 'toolbox edge-function hello-world', description: 'index.ts to stdout' },
  {
    command: 'toolbox edge-function stripe-hook --template webhook -o supabase/functions',
    description:
      'verifies Stripe-Signature with STRIPE_WEBHOOK_SECRET: stripe-hook/{index.ts,config.snippet.toml,env.example}',
  },
  {
    command: 'toolbox edge-function gh-hook --template webhook --provider github --secret GH_HOOK_SECRET',
    description: 'verifies X-Hub-Signature-256 with the secret in GH_HOOK_SECRET',
  },
  { command: 'toolbox edge-function nightly --template scheduled --no-cors' },
];

const flags = defineFlags({
  template: {
    flag: '--template <name>',
    description: 'what the function does',
    choices: EDGE_TEMPLATES,
    default: EDGE_DEFAULTS.template,
  },
  provider: {
    flag: '--provider <name>',
    description: 'webhook template: who signs the requests',
    choices: WEBHOOK_PROVIDERS,
    default: EDGE_DEFAULTS.webhookProvider,
  },
  secret: {
    flag: '--secret <NAME>',
    description: `webhook template: the environment variable holding the signing secret (default ${Object.values(DEFAULT_WEBHOOK_SECRET).join(' or ')})`,
  },
  cors: { flag: '--no-cors', description: 'leave out the CORS headers and the OPTIONS preflight' },
  auth: { flag: '--no-auth', description: 'do not require a signed-in caller (verify_jwt = false)' },
  env: {
    flag: '--env <names>',
    description: 'environment variables to read and check at start (comma-separated)',
    list: 'split',
  },
  description: { flag: '--description <text>', description: 'a comment at the top of index.ts' },
  output: outputFolder('write DIR/NAME/index.ts, config.snippet.toml and env.example'),
  force: { flag: '-f, --force', description: 'overwrite files in -o DIR' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[name]', 'the function name (letters, digits, - and _)', EDGE_DEFAULTS.name));
}

export interface EdgeFunctionOptions {
  form: EdgeFunctionForm;
  out: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): EdgeFunctionOptions {
  const f = readFlags(parsed);
  if (f.args().length > 1) throw new UsageError('give one function name.');
  const values = flags.read(parsed);
  return {
    form: {
      name: f.arg(0) ?? EDGE_DEFAULTS.name,
      template: values.template,
      enableCors: values.cors,
      requireAuth: values.auth,
      envVars: values.env.join(','),
      description: values.description ?? '',
      webhookProvider: values.provider,
      webhookSecret: values.secret ?? '',
    },
    out: values.output,
    force: values.force,
  };
}

export async function run(options: EdgeFunctionOptions, ctx: CliContext) {
  const fn = generateEdgeFunction(options.form);
  const files = [
    { ...fn.code, name: 'index.ts' },
    { ...fn.config, name: 'config.snippet.toml' },
    { ...fn.envExample, name: 'env.example' },
  ];
  const out = options.out === undefined ? undefined : join(options.out, fn.name);
  const written = await printOrWriteFiles(
    ctx,
    files,
    { out, force: options.force },
    { json: () => fn, text: () => fn.code.data.trimEnd() },
  );
  if (written && !ctx.json)
    ctx.print(`Add config.snippet.toml to supabase/config.toml:\n\n${fn.config.data}`);
}
