import {
  type DbSchema,
  layoutSchema,
  type Positions,
  renderSchemaSvg,
} from '@toolbox/core/tools/database-visualizer';
import DOMPurify from 'dompurify';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { type PointerEvent, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2];

/** The ER diagram core draws (sanitised), with zoom, scrolling to pan, and tables dragged by their boxes. */
interface DiagramViewProps {
  schema: DbSchema;
  positions: Positions;
  setPositions: (positions: Positions) => void;
}

export function DiagramView({ schema, positions, setPositions }: DiagramViewProps) {
  const [zoom, setZoom] = useState(1);
  const drag = useRef<{ name: string; x: number; y: number; px: number; py: number } | null>(null);
  const layout = useMemo(() => layoutSchema(schema, positions), [schema, positions]);
  const svg = useMemo(
    () =>
      DOMPurify.sanitize(renderSchemaSvg(schema, { positions }), {
        USE_PROFILES: { svg: true, svgFilters: false },
      }),
    [schema, positions],
  );
  const step = (by: number) =>
    setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(z) + by))] ?? 1);

  function down(e: PointerEvent<HTMLDivElement>) {
    const name = (e.target as Element).closest('[data-table]')?.getAttribute('data-table');
    const box = layout.tables.find((t) => t.name === name);
    if (!name || !box) return;
    drag.current = { name, x: box.x, y: box.y, px: e.clientX, py: e.clientY };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function move(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d) return;
    const x = Math.max(0, d.x + (e.clientX - d.px) / zoom);
    const y = Math.max(0, d.y + (e.clientY - d.py) / zoom);
    setPositions({ ...positions, [d.name]: { x: Math.round(x), y: Math.round(y) } });
  }

  return (
    <figure className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon-sm" aria-label="Zoom out" onClick={() => step(-1)}>
          <Minus aria-hidden="true" />
        </Button>
        <span className="w-12 text-center text-sm tabular-nums">{Math.round(zoom * 100)}%</span>
        <Button variant="outline" size="icon-sm" aria-label="Zoom in" onClick={() => step(1)}>
          <Plus aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setPositions({})}
          disabled={Object.keys(positions).length === 0}
        >
          <RotateCcw aria-hidden="true" />
          Reset layout
        </Button>
        <figcaption className="text-xs text-muted-foreground">
          Drag a table to move it; scroll to pan.
        </figcaption>
      </div>
      <section
        aria-label="ER diagram"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="max-h-[600px] overflow-auto rounded-md border bg-white"
      >
        <div style={{ width: layout.width * zoom, height: layout.height * zoom }}>
          <div
            role="img"
            aria-label={`ER diagram of ${schema.tables.length} tables`}
            className="cursor-grab touch-none select-none"
            style={{ transform: `scale(${zoom})`, transformOrigin: '0 0', width: layout.width }}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={() => {
              drag.current = null;
            }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: core's SVG, escaped there and sanitised here
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </div>
      </section>
    </figure>
  );
}
