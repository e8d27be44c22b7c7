/** The most one GitHub answer may hold by default: a page of 100 Releases or pull requests is far below it. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** An answer body longer than the cap: the read stops there and the connection is dropped. */
export class AnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${maxBytes / (1024 * 1024)} MB`);
  }
}

/**
 * The body as text, read chunk by chunk and given up on (the stream cancelled) as soon as it passes `maxBytes`:
 * a huge or endless answer costs at most that much memory. A Content-Length already over the cap is refused
 * before any byte is read. `signal`, the request's time limit, ends the read too: the fetch's own abort did not
 * always end a read in progress (a dripping answer held a fresh-clone run's test for its whole 30 s), so the
 * reader is cancelled here as well and the limit's reason thrown.
 */
export async function readAnswerBody(
  res: Response,
  maxBytes = MAX_ANSWER_BYTES,
  signal?: AbortSignal,
): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new AnswerTooLargeError(maxBytes);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const stop = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new AnswerTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
