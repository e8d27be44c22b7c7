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
 * before any byte is read. The time limit is the fetch's own signal, which also ends a read in progress.
 */
export async function readAnswerBody(res: Response, maxBytes = MAX_ANSWER_BYTES): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new AnswerTooLargeError(maxBytes);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
