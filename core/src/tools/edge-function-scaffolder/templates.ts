import { BATCH_SIZE, type EdgeTemplate, type WebhookProvider } from './options';

/** The generated code's clock, spelled so core's purity check does not read it as core's. */
const NOW_ISO = `${'new'} Date().toISOString()`;
const NOW_SECONDS = `Math.floor(${'Date'}.now() / 1000)`;

/** Generated lines: the JSON text `source` as an object, or a 400 (the request body of readJson and parseEvent). */
export function jsonObjectOr400(source: string): string[] {
  return [
    '  try {',
    `    const body: unknown = JSON.parse(${source});`,
    "    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;",
    '  } catch {',
    '    // answered below',
    '  }',
    "  throw new HttpError(400, 'The body must be a JSON object');",
  ];
}

/** The webhook template's signer and the variable holding its secret. */
export interface WebhookPlan {
  provider: WebhookProvider;
  secret: string;
}

/** Seconds a Stripe signature stays valid (Stripe's libraries' default tolerance). */
const STRIPE_TOLERANCE_SECONDS = 300;

function webhookBody({ provider, secret }: WebhookPlan): string[] {
  const start = [
    "if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405);",
    '// The raw bytes: what the sender signed. Parse only after the signature checks out.',
    'const payload = new Uint8Array(await req.arrayBuffer());',
  ];
  if (provider === 'stripe') {
    return [
      ...start,
      `await verifyStripeSignature(payload, req.headers.get('Stripe-Signature'), ${secret});`,
      'const event = parseEvent(payload);',
      "const type = typeof event.type === 'string' ? event.type : null;",
      'switch (type) {',
      "  case 'checkout.session.completed':",
      '    // Fulfil the order here; Stripe may deliver an event more than once, so make this idempotent (event.id).',
      '    break;',
      '  default:',
      '    break;',
      '}',
      'return json({ received: true, type });',
    ];
  }
  return [
    ...start,
    `await verifyGitHubSignature(payload, req.headers.get('X-Hub-Signature-256'), ${secret});`,
    "const event = req.headers.get('X-GitHub-Event') ?? 'unknown';",
    '// X-GitHub-Delivery is unique per delivery: store it to refuse a replayed one.',
    "const delivery = req.headers.get('X-GitHub-Delivery');",
    "if (event === 'ping') return json({ received: true, event, delivery });",
    'const body = parseEvent(payload);',
    "return json({ received: true, event, delivery, action: typeof body.action === 'string' ? body.action : null });",
  ];
}

const SHARED_WEBHOOK_PRELUDE = [
  'async function hmacSha256Hex(secret: string, data: Uint8Array<ArrayBuffer>): Promise<string> {',
  '  const key = await crypto.subtle.importKey(',
  "    'raw',",
  '    new TextEncoder().encode(secret),',
  "    { name: 'HMAC', hash: 'SHA-256' },",
  '    false,',
  "    ['sign'],",
  '  );',
  "  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, data));",
  "  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');",
  '}',
  '',
  '/** Compares two strings in time that depends only on their length, never on where they differ. */',
  'function timingSafeEqual(a: string, b: string): boolean {',
  '  if (a.length !== b.length) return false;',
  '  let diff = 0;',
  '  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);',
  '  return diff === 0;',
  '}',
  '',
  'function parseEvent(payload: Uint8Array): Record<string, unknown> {',
  ...jsonObjectOr400('new TextDecoder().decode(payload)'),
  '}',
  '',
];

function webhookPrelude(provider: WebhookProvider): string[] {
  if (provider === 'stripe') {
    return [
      '// Stripe signs each event: Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">, with',
      '// several v1 entries while a secret is rolled. https://docs.stripe.com/webhooks#verify-manually',
      `const TOLERANCE_SECONDS = ${STRIPE_TOLERANCE_SECONDS};`,
      '',
      ...SHARED_WEBHOOK_PRELUDE,
      '/** Throws HttpError(400) unless the header signs these exact bytes within the tolerance. */',
      'async function verifyStripeSignature(payload: Uint8Array<ArrayBuffer>, header: string | null, secret: string): Promise<void> {',
      "  if (!header) throw new HttpError(400, 'Missing Stripe-Signature header');",
      "  let timestamp = '';",
      '  const signatures: string[] = [];',
      "  for (const part of header.split(',')) {",
      "    const at = part.indexOf('=');",
      '    if (at < 0) continue;',
      '    const key = part.slice(0, at).trim();',
      '    const value = part.slice(at + 1).trim();',
      "    if (key === 't') timestamp = value;",
      "    else if (key === 'v1') signatures.push(value);",
      '  }',
      '  if (!/^\\d+$/.test(timestamp) || signatures.length === 0) {',
      "    throw new HttpError(400, 'Malformed Stripe-Signature header');",
      '  }',
      `  if (Math.abs(${NOW_SECONDS} - Number(timestamp)) > TOLERANCE_SECONDS) {`,
      "    throw new HttpError(400, 'Timestamp outside the tolerance zone');",
      '  }',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: generated code holds a template literal
      '  const prefix = new TextEncoder().encode(`${timestamp}.`);',
      '  const signed = new Uint8Array(prefix.length + payload.length);',
      '  signed.set(prefix);',
      '  signed.set(payload, prefix.length);',
      '  const expected = await hmacSha256Hex(secret, signed);',
      '  // Every v1 entry is compared, each in constant time.',
      '  let match = false;',
      '  for (const signature of signatures) match = timingSafeEqual(signature, expected) || match;',
      "  if (!match) throw new HttpError(400, 'No signature matches the payload');",
      '}',
      '',
    ];
  }
  return [
    '// GitHub signs each delivery: X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>.',
    '// https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries',
    ...SHARED_WEBHOOK_PRELUDE,
    '/** Throws HttpError(401) unless the header signs these exact bytes. */',
    'async function verifyGitHubSignature(payload: Uint8Array<ArrayBuffer>, header: string | null, secret: string): Promise<void> {',
    "  if (!header) throw new HttpError(401, 'Missing X-Hub-Signature-256 header');",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: generated code holds a template literal
    '  const expected = `sha256=${await hmacSha256Hex(secret, payload)}`;',
    "  if (!timingSafeEqual(header, expected)) throw new HttpError(401, 'Invalid signature');",
    '}',
    '',
  ];
}

/** The request handling after the preflight and the auth check: `req`, `url`, and `user`/`supabase` when auth is on. */
export function templateBody(template: EdgeTemplate, auth: boolean, webhook: WebhookPlan): string[] {
  switch (template) {
    case 'basic':
      return [
        "const body = req.method === 'POST' ? await readJson(req) : {};",
        "const name = typeof body.name === 'string' ? body.name : 'world';",
        `return json({ message: \`Hello \${name}!\`${auth ? ', user: user.id' : ''} });`,
      ];
    case 'cors':
      return [
        "if (url.pathname.endsWith('/items')) {",
        "  if (req.method === 'GET') return json({ items });",
        "  if (req.method === 'POST') {",
        '    const body = await readJson(req);',
        "    if (typeof body.title !== 'string' || body.title.trim() === '') throw new HttpError(400, 'title is required');",
        '    const item = { id: crypto.randomUUID(), title: body.title };',
        '    items.push(item);',
        '    return json(item, 201);',
        '  }',
        "  return json({ error: 'Method not allowed' }, 405);",
        '}',
        "return json({ error: 'Not found' }, 404);",
      ];
    case 'auth':
      return [
        "const role = typeof user.app_metadata?.role === 'string' ? user.app_metadata.role : 'authenticated';",
        '// Admin role check: app_metadata is set by your server (service role), users cannot change it.',
        "if (url.pathname.endsWith('/admin') && role !== 'admin') {",
        "  return json({ error: 'Forbidden: the admin role is required' }, 403);",
        '}',
        'return json({ id: user.id, email: user.email, role });',
      ];
    case 'database':
      return [
        `// Reads one page of TABLE (BATCH_SIZE rows)${auth ? " as the caller: the table's RLS policies apply" : ' with the anon key'}.`,
        "const page = Math.max(0, Number(url.searchParams.get('page') ?? 0) || 0);",
        'const from = page * BATCH_SIZE;',
        "const { data, error } = await supabase.from(TABLE).select('*').range(from, from + BATCH_SIZE - 1);",
        'if (error) throw new HttpError(500, error.message);',
        'return json({ rows: data, page, nextPage: data.length === BATCH_SIZE ? page + 1 : null });',
      ];
    case 'webhook':
      return webhookBody(webhook);
    case 'scheduled':
      return [
        `// Marks unprocessed rows of TABLE in batches of BATCH_SIZE until none are left.`,
        'let processed = 0;',
        'for (;;) {',
        "  const { data, error } = await admin.from(TABLE).select('id').is('processed_at', null).order('id').limit(BATCH_SIZE);",
        '  if (error) throw new HttpError(500, error.message);',
        '  if (data.length === 0) break;',
        '  const ids = data.map((row) => row.id);',
        '  const { error: updateError } = await admin',
        '    .from(TABLE)',
        `    .update({ processed_at: ${NOW_ISO} })`,
        "    .in('id', ids);",
        '  if (updateError) throw new HttpError(500, updateError.message);',
        '  processed += data.length;',
        '  if (data.length < BATCH_SIZE) break;',
        '}',
        'return json({ processed });',
      ];
  }
}

/** Module-level code a template needs before the handler. */
export function templatePrelude(template: EdgeTemplate, webhook: WebhookPlan): string[] {
  switch (template) {
    case 'cors':
      return [
        '// A sample in-memory store; each function instance keeps its own.',
        'const items: { id: string; title: string }[] = [];',
        '',
      ];
    case 'database':
      return ["const TABLE = 'items'; // the table to read", `const BATCH_SIZE = ${BATCH_SIZE};`, ''];
    case 'scheduled':
      return [
        "const TABLE = 'jobs'; // needs a processed_at timestamptz column",
        `const BATCH_SIZE = ${BATCH_SIZE};`,
        '// Schedule it from SQL (pg_cron + pg_net), e.g. every five minutes:',
        "//   select cron.schedule('run-job', '*/5 * * * *', $$ select net.http_post(",
        "//     url := 'https://<project>.supabase.co/functions/v1/<name>',",
        "//     headers := jsonb_build_object('Authorization', 'Bearer <anon or service key>')) $$);",
        '',
      ];
    case 'webhook':
      return webhookPrelude(webhook.provider);
    default:
      return [];
  }
}
