import type { DocsResult } from '../../platform/api-docs-worker-client';

type Errors = Extract<DocsResult, { ok: false }>['errors'];

/** Every error with its location; choosing one moves the editor's cursor there (when the text is in the editor). */
export function SpecErrors({ errors, onSelect }: { errors: Errors; onSelect?(error: Errors[number]): void }) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 p-3">
      <p className="font-medium text-destructive text-sm">
        {errors.length} {errors.length === 1 ? 'error' : 'errors'} in the document
      </p>
      <ul className="grid gap-1 text-sm">
        {errors.map((error) => (
          <li key={`${error.where}:${error.message}`}>
            {onSelect ? (
              <button
                type="button"
                className="text-left underline-offset-2 hover:underline focus-visible:underline"
                onClick={() => onSelect(error)}
              >
                <ErrorText error={error} />
              </button>
            ) : (
              <ErrorText error={error} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ErrorText({ error }: { error: Errors[number] }) {
  return (
    <>
      <code className="rounded bg-muted px-1 font-mono text-xs">{error.where}</code> {error.message}
    </>
  );
}
