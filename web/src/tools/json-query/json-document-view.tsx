import type { JsonQueryViewLine } from '@toolbox/core/tools/json-query';

/** The document, pretty-printed, with the lines of each matched node marked (core decides which). */
export function JsonDocumentView({ lines, notes }: { lines: JsonQueryViewLine[]; notes: string[] }) {
  return (
    <div className="grid gap-2">
      <section
        aria-label="Document with matches highlighted"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-sm whitespace-pre"
      >
        {lines.map((line, index) =>
          line.marked ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's identity is its position in the document
            <mark key={index} className="block rounded-sm bg-warning/25 text-foreground">
              {line.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's identity is its position in the document
            <span key={index} className="block">
              {line.text}
            </span>
          ),
        )}
      </section>
      {notes.map((note) => (
        <p key={note} role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
      ))}
    </div>
  );
}
