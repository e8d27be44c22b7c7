import { ToolInputError } from '../../errors';

/** The edge function form of spec §3 (enableCors and requireAuth default on) and §9's batch size. */
export const EDGE_TEMPLATES = ['basic', 'cors', 'auth', 'database', 'webhook', 'scheduled'] as const;
export type EdgeTemplate = (typeof EDGE_TEMPLATES)[number];

export const TEMPLATE_LABELS: Record<EdgeTemplate, string> = {
  basic: 'Basic',
  cors: 'CORS API',
  auth: 'Auth protected',
  database: 'Database access',
  webhook: 'Webhook receiver (signature check)',
  scheduled: 'Scheduled job',
};

/** Who signs the webhook: each is verified as the provider really signs (see templates.ts). */
export const WEBHOOK_PROVIDERS = ['stripe', 'github'] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];

export const WEBHOOK_PROVIDER_LABELS: Record<WebhookProvider, string> = {
  stripe: 'Stripe (Stripe-Signature)',
  github: 'GitHub (X-Hub-Signature-256)',
};

/** The secret's variable when the user names none. */
export const DEFAULT_WEBHOOK_SECRET: Record<WebhookProvider, string> = {
  stripe: 'STRIPE_WEBHOOK_SECRET',
  github: 'GITHUB_WEBHOOK_SECRET',
};

/**
 * Templates whose auth is fixed whatever the form says: a webhook comes from outside Supabase (its signature
 * replaces the JWT check), the auth template is the JWT check.
 */
export const FIXED_AUTH: Partial<Record<EdgeTemplate, boolean>> = { webhook: false, auth: true };

/** Rows per query where a template walks a table (spec §9). */
export const BATCH_SIZE = 100;

export interface EdgeFunctionForm {
  name: string;
  template: EdgeTemplate;
  enableCors: boolean;
  requireAuth: boolean;
  /** Names separated by commas, spaces or lines. */
  envVars: string;
  description: string;
  /** The webhook template's signer. */
  webhookProvider: WebhookProvider;
  /** The environment variable holding the webhook's signing secret ('' for the provider's usual name). */
  webhookSecret: string;
}

export const EDGE_DEFAULTS: EdgeFunctionForm = {
  name: 'hello-world',
  template: 'basic',
  enableCors: true,
  requireAuth: true,
  envVars: '',
  description: '',
  webhookProvider: 'stripe',
  webhookSecret: '',
};

/** Supabase's rule for function names (they become URL paths and folder names). */
export function checkFunctionName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new ToolInputError('Enter a function name.');
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(trimmed) || trimmed.length > 64) {
    throw new ToolInputError(
      'A function name starts with a letter and has only letters, digits, hyphens and underscores (at most 64).',
    );
  }
  return trimmed;
}

/** Variables Supabase sets in every function; listing them again would only confuse the .env file. */
export const BUILT_IN_ENV = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_DB_URL',
];

export function parseEnvVars(text: string): string[] {
  const names = text.split(/[\s,]+/).filter(Boolean);
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new ToolInputError(`"${name}" is not an environment variable name (letters, digits and _).`);
    }
    if (name.startsWith('SUPABASE_') && !BUILT_IN_ENV.includes(name)) {
      throw new ToolInputError(`Supabase reserves the SUPABASE_ prefix: rename ${name}.`);
    }
  }
  return [...new Set(names)];
}
