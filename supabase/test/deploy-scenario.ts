// One user's round trip through both functions, run on any stack that hosts them (the deployed bundles under Deno,
// the local stack): device sign-in (code, approval with a web session, token), a board save and load, encrypted
// shares (made, listed, opened signed out, burned), export, erase. It records each answer with what differs by run (ids, codes, tokens, times) replaced by stable names, so
// two stacks' transcripts compare equal exactly when they answer alike.

export interface Stack {
  /** Base URL of a function, e.g. `http://127.0.0.1:54321/functions/v1/data`. */
  functionUrl(name: 'device-auth' | 'data'): string;
  anonKey: string;
  /** Headers the platform's edge adds (the client address). */
  edgeHeaders?: Record<string, string>;
  /** A confirmed user with a web session; resolves to the session's access token. */
  signUp(email: string, fullName: string): Promise<string>;
  /** Lets the next device-token poll through at once (as if the interval had passed). */
  skipPollInterval(): Promise<void>;
}

/** What a sealed envelope would be (version 1, then 63 bytes), base64url: the function never reads inside one. */
const ENVELOPE = `AQ${'A'.repeat(84)}`;

export type Transcript = [step: string, status: number, body: unknown][];

async function call(
  stack: Stack,
  fn: 'device-auth' | 'data',
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { apikey: stack.anonKey, ...stack.edgeHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack.functionUrl(fn)}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: the scenario reads members of whichever JSON came back
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

export async function roundTrip(stack: Stack, email: string): Promise<Transcript> {
  const transcript: Transcript = [];
  const step = async (
    name: string,
    fn: 'device-auth' | 'data',
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ) => {
    const answer = await call(stack, fn, method, path, token, body);
    transcript.push([name, answer.status, answer.body]);
    return answer.body;
  };
  const session = await stack.signUp(email, 'Deploy Proof');

  const code = await step('device code', 'device-auth', 'POST', '/device/code', undefined, {
    client_name: 'toolbox on CI',
  });
  await step('poll before approval', 'device-auth', 'POST', '/device/token', undefined, {
    device_code: code.device_code,
  });
  await step('show the code', 'device-auth', 'GET', `/device?user_code=${code.user_code}`, session);
  await step('approve', 'device-auth', 'POST', '/device/approve', session, {
    user_code: code.user_code,
    approve: true,
  });
  await stack.skipPollInterval();
  const issued = await step('token', 'device-auth', 'POST', '/device/token', undefined, {
    device_code: code.device_code,
  });
  const token: string = issued.access_token;
  await step('whoami', 'device-auth', 'GET', '/whoami', token);

  const created = await step('create a project', 'data', 'POST', '/projects', token, {
    name: 'Deployed',
    workspace: { source: '# plan' },
  });
  const id = created?.project?.id;
  if (typeof id !== 'string') throw new Error(`no project: ${JSON.stringify(transcript.at(-1))}`);
  await step('save the board', 'data', 'PUT', `/projects/${id}/components`, token, {
    version: 1,
    components: [
      { title: 'a', tags: ['x'], sub_components: [{ title: 'a.1' }] },
      { title: 'b', status: 'Complete' },
    ],
  });
  await step('load the board (web session)', 'data', 'GET', `/projects/${id}`, session);
  await step('a stale write', 'data', 'PATCH', `/projects/${id}`, token, { version: 1, name: 'late' });

  // Encrypted shares: the function only ever holds an envelope (here 64 bytes standing for one) and a secret's hash.
  const burning = await step('share, burn after reading', 'data', 'POST', '/shares', token, {
    ciphertext: ENVELOPE,
    expires_in: 3600,
    burn_after_reading: true,
  });
  const kept = await step('share for a day', 'data', 'POST', '/shares', session, {
    ciphertext: ENVELOPE,
    expires_in: 86_400,
    burn_after_reading: false,
  });
  await step('list my shares', 'data', 'GET', '/shares', token);
  await step('open signed out', 'data', 'POST', '/shares/open', undefined, { secret: burning?.secret });
  await step('open it again (burned)', 'data', 'POST', '/shares/open', undefined, {
    secret: burning?.secret,
  });
  await step('export', 'data', 'GET', '/export', token);
  await step('erase with a CLI token', 'data', 'DELETE', '/me', token);
  await step('erase with the web session', 'data', 'DELETE', '/me', session);
  await step('list after erasing', 'data', 'GET', '/projects', session);
  await step('open a share after erasing', 'data', 'POST', '/shares/open', undefined, {
    secret: kept?.secret,
  });
  await step('logout', 'device-auth', 'POST', '/logout', token);
  await step('whoami after logout', 'device-auth', 'GET', '/whoami', token);
  return normalise(transcript) as Transcript;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const TOKEN = /tbx_[A-Za-z0-9_-]{43}/g;
const USER_CODE = /\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/g;
/** A share link's secret, alone or in its link (`/s/<secret>`). */
const SECRET = /(?<=^|\/s\/)[A-Za-z0-9_-]{43}$/;

/** Ids, tokens, codes and times by stable names (`<uuid 1>`, `<time>`), in order of first appearance. */
function normalise(value: unknown): unknown {
  const names = new Map<string, string>();
  const name = (kind: string, raw: string) => {
    const key = `${kind}:${raw.toLowerCase()}`;
    if (!names.has(key))
      names.set(key, `<${kind} ${[...names.keys()].filter((k) => k.startsWith(`${kind}:`)).length + 1}>`);
    return names.get(key) as string;
  };
  const walk = (v: unknown, key = ''): unknown => {
    if (typeof v === 'string') {
      if (key === 'device_code') return name('device code', v);
      if (key === 'secret' || key === 'url') return v.replace(SECRET, (m) => name('secret', m));
      if (TIME.test(v)) return '<time>';
      return v
        .replace(UUID, (m) => name('uuid', m))
        .replace(TOKEN, (m) => name('token', m))
        .replace(USER_CODE, (m) => name('user code', m));
    }
    if (Array.isArray(v)) return v.map((item) => walk(item));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    return v;
  };
  return walk(value);
}
