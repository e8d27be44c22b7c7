// A request body read up to a limit in bytes (UTF-8 as sent, not the UTF-16 units of the decoded text): a body over
// the limit is never held whole, whatever its Content-Length says or leaves out.

/** A body whose bytes are no UTF-8: refused, as Postgres refuses such text, never stored with U+FFFD in place. */
export class NotUtf8 extends Error {
  constructor() {
    super('The body is not valid UTF-8.');
  }
}

/** The body's text, or null once more than `limit` bytes arrived (the rest is not read); NotUtf8 for bad bytes. */
export async function readTextUpTo(req: Request, limit: number): Promise<string | null> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NotUtf8();
  }
}
