import { ToolInputError } from '@toolbox/core/errors';
import type { Reference } from '@toolbox/core/tools/http-reference';

/** A search's matches, or the message the core gave (shown under the search field). */
export function search<T>(run: () => T[]): { ok: T[] } | { error: string } {
  try {
    return { ok: run() };
  } catch (error) {
    if (error instanceof ToolInputError) return { error: error.message };
    throw error;
  }
}

/** `search` for a lookup that loads its data first. */
export async function searchAsync<T>(run: () => Promise<T[]>): Promise<{ ok: T[] } | { error: string }> {
  try {
    return { ok: await run() };
  } catch (error) {
    if (error instanceof ToolInputError) return { error: error.message };
    throw error;
  }
}

/** The registry's references, each a link where it has an address. */
export function References({ references }: { references: readonly Reference[] }) {
  if (references.length === 0) return <span className="text-muted-foreground">none listed</span>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {references.map((reference) =>
        reference.url ? (
          <a
            key={reference.text}
            href={reference.url}
            target="_blank"
            rel="noreferrer"
            className="underline underline-offset-2 [overflow-wrap:anywhere]"
          >
            {reference.rfc ? reference.text.replace(/^RFC(\d+)/, 'RFC $1') : reference.text}
          </a>
        ) : (
          <span key={reference.text}>{reference.text}</span>
        ),
      )}
    </span>
  );
}
