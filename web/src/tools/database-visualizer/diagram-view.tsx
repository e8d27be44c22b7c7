import { type DbSchema, renderSchemaSvg } from '@toolbox/core/tools/database-visualizer';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The ER diagram core draws, sanitised before it enters the page; scrolls when larger than the card. */
export function DiagramView({ schema }: { schema: DbSchema }) {
  const svg = useMemo(
    () => DOMPurify.sanitize(renderSchemaSvg(schema), { USE_PROFILES: { svg: true, svgFilters: false } }),
    [schema],
  );
  return (
    <figure className="grid gap-2">
      <section
        aria-label="ER diagram"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="max-h-[600px] overflow-auto rounded-md border bg-white"
      >
        <div
          role="img"
          aria-label={`ER diagram of ${schema.tables.length} tables`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: core's SVG, escaped there and sanitised here
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </section>
    </figure>
  );
}
