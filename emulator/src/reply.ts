/** What a route answers; the server adds CORS and the API-version header, then writes it. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
}

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function emptyReply(status: number, headers: Record<string, string> = {}): Reply {
  return { status, headers, body: null };
}

export function redirectReply(location: string): Reply {
  return { status: 303, headers: { location, 'cache-control': 'no-store' }, body: null };
}
