const SHOWN_WARNINGS = 200;

/** The document's warnings, folded: each with where it is. */
export function Warnings({ warnings }: { warnings: { where: string; message: string }[] }) {
  return (
    <details className="rounded-md border p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'}
      </summary>
      <ul className="mt-2 grid max-h-80 gap-1 overflow-auto">
        {warnings.slice(0, SHOWN_WARNINGS).map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={i}>
            <code className="rounded bg-muted px-1 font-mono text-xs">{w.where}</code> {w.message}
          </li>
        ))}
        {warnings.length > SHOWN_WARNINGS ? <li>… and {warnings.length - SHOWN_WARNINGS} more</li> : null}
      </ul>
    </details>
  );
}
