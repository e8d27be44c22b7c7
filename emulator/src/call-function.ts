export interface FunctionCall {
  bearer?: string;
  body?: unknown;
  origin?: string;
}

export interface FunctionAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever JSON the function answered.
  body: any;
}

/** One JSON request to a function as supabase-js's `functions.invoke` sends it (apikey, optional bearer), for tests. */
export async function callFunction(
  url: string,
  apikey: string,
  method: string,
  init: FunctionCall = {},
): Promise<FunctionAnswer> {
  const headers: Record<string, string> = { apikey };
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.origin) headers.origin = init.origin;
  const res = await fetch(url, {
    method,
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
