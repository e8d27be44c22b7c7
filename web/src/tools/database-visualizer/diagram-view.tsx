import { type DbSchema, type Positions, runSchemaDiagram } from '@toolbox/core/tools/database-visualizer';
import DOMPurify from 'dompurify';
import { Maximize, Minus, Plus, RotateCcw } from 'lucide-react';
import { type PointerEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useResolvedTheme } from '../../app/theme-provider';
import { Button } from '../../components/ui/button';

const ZOOMS = [0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 3;
const READABLE_ZOOM = 0.5;
const clamp = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

interface DiagramViewProps {
  schema: DbSchema;
  positions: Positions;
  setPositions: (positions: Positions) => void;
  /** The table (id) to outline and scroll into view. */
  highlight?: string | undefined;
  /** A click on a table (without dragging it). */
  onSelect?: (id: string) => void;
}

type Drag =
  | { kind: 'table'; name: string; x: number; y: number; px: number; py: number; moved: boolean }
  | { kind: 'pan'; left: number; top: number; px: number; py: number };

/**
 * The ER diagram core draws (sanitised) as an explorer: drag a table to move it, drag the background to pan,
 * Ctrl+wheel, a trackpad pinch or two fingers to zoom, click a table to select it; the highlighted table is outlined and scrolled to.
 */
export function DiagramView({ schema, positions, setPositions, highlight, onSelect }: DiagramViewProps) {
  const [zoom, setZoom] = useState(1);
  const drag = useRef<Drag | null>(null);
  // Fingers on the diagram (touch has no Ctrl+wheel): two of them pinch-zoom from the zoom they started at.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const scroller = useRef<HTMLElement | null>(null);
  const dark = useResolvedTheme() === 'dark';
  const { layout, svg } = useMemo(() => {
    const diagram = runSchemaDiagram({ schema, positions, theme: dark ? 'dark' : 'light' });
    const svg = DOMPurify.sanitize(diagram.svg, { USE_PROFILES: { svg: true, svgFilters: false } });
    return { layout: diagram.layout, svg };
  }, [schema, positions, dark]);
  const step = (by: number) =>
    setZoom((z) => {
      if (by > 0) return ZOOMS.find((v) => v > z + 0.001) ?? MAX_ZOOM;
      return [...ZOOMS].reverse().find((v) => v < z - 0.001) ?? MIN_ZOOM;
    });
  const fit = (floor = MIN_ZOOM) => {
    const box = scroller.current;
    const width = box?.clientWidth || 800;
    const height = box?.clientHeight || 600;
    setZoom(clamp(Math.max(floor, Math.min(1, width / layout.width, height / layout.height))));
  };
  // A new schema opens fitted, so no table starts off the canvas, but not below a zoom whose text can still be
  // read (React Flow's fitView floor, which Supabase Studio's diagram uses): a bigger schema then pans.
  const fitted = useRef('');
  const tableNames = layout.tables.map((t) => t.name).join(',');
  useLayoutEffect(() => {
    if (fitted.current === tableNames) return;
    fitted.current = tableNames;
    fit(READABLE_ZOOM);
  });

  // Ctrl+wheel and trackpad pinch (a wheel event with ctrlKey) zoom; a plain wheel scrolls as usual.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      setZoom((z) => clamp(z * (e.deltaY < 0 ? 1.1 : 1 / 1.1)));
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, []);

  // Scroll the highlighted table into the middle of the view when the highlight changes (not on every drag).
  const latest = useRef({ layout, zoom });
  latest.current = { layout, zoom };
  useEffect(() => {
    const box = scroller.current;
    const { layout: current, zoom: z } = latest.current;
    const target = highlight ? current.tables.find((t) => t.name === highlight) : undefined;
    if (!box || !target) return;
    box.scrollTo?.({
      left: Math.max(0, (target.x + target.width / 2) * z - box.clientWidth / 2),
      top: Math.max(0, (target.y + target.height / 2) * z - box.clientHeight / 2),
      behavior: 'smooth',
    });
  }, [highlight]);

  function down(e: PointerEvent<HTMLDivElement>) {
    // The primary pointer starts a gesture: no other finger is down, whatever a lost pointerup left behind.
    if (e.isPrimary) pointers.current.clear();
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (pointers.current.size === 2) {
      // A second finger: the gesture is a pinch, not a drag of the table or a pan.
      drag.current = null;
      pinch.current = { distance: Math.max(1, spread()), zoom };
      return;
    }
    if (pointers.current.size > 2) return;
    const name = (e.target as Element).closest('[data-table]')?.getAttribute('data-table');
    const box = layout.tables.find((t) => t.name === name);
    if (name && box) {
      drag.current = { kind: 'table', name, x: box.x, y: box.y, px: e.clientX, py: e.clientY, moved: false };
    } else {
      const s = scroller.current;
      drag.current = {
        kind: 'pan',
        left: s?.scrollLeft ?? 0,
        top: s?.scrollTop ?? 0,
        px: e.clientX,
        py: e.clientY,
      };
    }
  }
  function move(e: PointerEvent<HTMLDivElement>) {
    if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const p = pinch.current;
    if (p && pointers.current.size >= 2) {
      setZoom(clamp((p.zoom * spread()) / p.distance));
      return;
    }
    const d = drag.current;
    if (!d) return;
    if (d.kind === 'pan') {
      const s = scroller.current;
      if (!s) return;
      s.scrollLeft = d.left - (e.clientX - d.px);
      s.scrollTop = d.top - (e.clientY - d.py);
      return;
    }
    if (Math.abs(e.clientX - d.px) + Math.abs(e.clientY - d.py) < 3) return;
    d.moved = true;
    const x = Math.max(0, d.x + (e.clientX - d.px) / zoom);
    const y = Math.max(0, d.y + (e.clientY - d.py) / zoom);
    setPositions({ ...positions, [d.name]: { x: Math.round(x), y: Math.round(y) } });
  }
  function up(e: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    const d = drag.current;
    drag.current = null;
    if (d?.kind === 'table' && !d.moved) onSelect?.(d.name);
  }

  const outline = highlight
    ? `[data-diagram] g[data-table="${CSS.escape(highlight)}"] > rect { stroke: #f59e0b; stroke-width: 4px; }`
    : '';

  return (
    <figure className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon-sm" aria-label="Zoom out" onClick={() => step(-1)}>
          <Minus aria-hidden="true" />
        </Button>
        <span className="w-12 text-center text-sm tabular-nums" data-testid="zoom">
          {Math.round(zoom * 100)}%
        </span>
        <Button variant="outline" size="icon-sm" aria-label="Zoom in" onClick={() => step(1)}>
          <Plus aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => fit()}>
          <Maximize aria-hidden="true" />
          Fit
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
          Drag a table to move it, the background to pan; Ctrl+wheel or pinch to zoom; click a table to select
          it.
        </figcaption>
      </div>
      {outline && <style>{outline}</style>}
      <section
        ref={scroller}
        aria-label="ER diagram"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="max-h-[600px] overflow-auto rounded-md border bg-white dark:bg-zinc-950"
      >
        <div style={{ width: layout.width * zoom, height: layout.height * zoom }}>
          <div
            role="img"
            aria-label={`ER diagram of ${layout.tables.length} tables`}
            data-diagram=""
            className="cursor-grab touch-none select-none active:cursor-grabbing"
            style={{ transform: `scale(${zoom})`, transformOrigin: '0 0', width: layout.width }}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: core's SVG, escaped there and sanitised here
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </div>
      </section>
    </figure>
  );
}
