import {
  ROOT_ID,
  runWorkspaceSummary,
  STATUS_COLORS,
  TEXT_PX,
  type WorkspaceMindmap,
} from '@toolbox/core/tools/visual-workspace-generator';
import { RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { MindmapLayer } from './mindmap-canvas';
import { StatusBadge } from './status-badge';
import { usePanZoom, ZOOM_MAX, ZOOM_MIN } from './use-pan-zoom';

export interface MindmapViewProps {
  /** The laid-out workspace and its scene (runWorkspaceMindmap). */
  mindmap: WorkspaceMindmap;
}

export function MindmapView({ mindmap }: MindmapViewProps) {
  const { laidOut, scene } = mindmap;
  const summary = useMemo(() => runWorkspaceSummary(laidOut), [laidOut]);
  const size = useMemo(() => {
    const root = scene.boxes.find((b) => b.id === ROOT_ID);
    return {
      width: scene.width,
      height: scene.height,
      smallestText: Math.min(...Object.values(TEXT_PX)),
      focus: root && { x: root.x + root.width / 2, y: root.y + root.height / 2 },
    };
  }, [scene]);
  const { view, viewportRef, handlers, wasDrag, hold, zoomIn, zoomOut, reset } = usePanZoom(size);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const onSelect = useCallback(
    (id: string) => {
      if (wasDrag()) return;
      // The map spans the card until a node's details take a column beside it: the node just pressed stays put.
      hold();
      setSelectedId((current) => (current === id ? null : id));
    },
    [wasDrag, hold],
  );
  // The root is a box of the scene, not a node: its details are the plan's title, description and components.
  const box = scene.boxes.find((b) => b.id === selectedId);
  const node = laidOut.nodes.find((n) => n.id === selectedId);
  const selected =
    box &&
    (node ?? { title: box.title, status: box.status, description: laidOut.metadata.description, tags: [] });
  const children = box ? laidOut.nodes.filter((n) => (node ? n.parentId === node.id : !n.parentId)) : [];

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-muted-foreground">
          {summary.cards.length} main components · {summary.subtasks.length} sub-tasks
        </p>
        {/* One group: on a narrow screen it moves under the counts whole, never split across lines. */}
        <div className="flex shrink-0 items-center gap-2" role="toolbar" aria-label="Zoom">
          <Button
            variant="outline"
            size="icon"
            aria-label="Zoom out"
            disabled={view.zoom <= ZOOM_MIN}
            onClick={zoomOut}
          >
            <ZoomOut aria-hidden="true" />
          </Button>
          <output className="w-14 text-center text-sm tabular-nums" aria-label="Zoom level">
            {Math.round(view.zoom * 100)}%
          </output>
          <Button
            variant="outline"
            size="icon"
            aria-label="Zoom in"
            disabled={view.zoom >= ZOOM_MAX}
            onClick={zoomIn}
          >
            <ZoomIn aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Reset zoom" onClick={reset}>
            <RotateCcw aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className={selected ? 'grid gap-3 lg:grid-cols-[1fr_18rem]' : 'grid gap-3'}>
        <div
          ref={viewportRef}
          role="application"
          aria-label="Mindmap: drag to pan, scroll to zoom; arrow keys move between nodes, Enter shows a node's details"
          className="relative h-[600px] w-full touch-none select-none overflow-hidden rounded-lg border"
          style={{ background: scene.colors.background, cursor: 'grab' }}
          {...handlers}
        >
          <div
            className="origin-top-left will-change-transform"
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
          >
            <svg
              width={scene.width}
              height={scene.height}
              viewBox={`0 0 ${scene.width} ${scene.height}`}
              fontFamily="Inter, ui-sans-serif, system-ui, sans-serif"
            >
              <title>Mindmap of {laidOut.metadata.title}</title>
              <MindmapLayer scene={scene} selectedId={selectedId} onSelect={onSelect} />
            </svg>
          </div>
        </div>
        {selected && (
          <aside aria-label="Node details" className="grid content-start gap-3 rounded-lg border p-4">
            <div className="flex items-start gap-2">
              <h3 className="mr-auto min-w-0 break-words font-semibold">{selected.title}</h3>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Close details"
                onClick={() => setSelectedId(null)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            {box && box.path.length > 1 && (
              <p className="break-words text-xs text-muted-foreground">
                <span className="sr-only">Path: </span>
                {box.path.slice(0, -1).join(' → ')}
              </p>
            )}
            <StatusBadge status={selected.status} />
            {selected.description && <p className="text-sm text-muted-foreground">{selected.description}</p>}
            {selected.tags.length > 0 && (
              <ul className="flex flex-wrap gap-1" aria-label="Tags">
                {selected.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            {children.length > 0 && (
              <ul className="grid gap-1 text-sm" aria-label={node ? 'Sub-tasks' : 'Components'}>
                {children.map((sub) => (
                  <li key={sub.id} className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-2 shrink-0 rounded-full"
                      style={{ background: STATUS_COLORS[sub.status] }}
                    />
                    <span className="min-w-0 break-words">{sub.title}</span>
                    <span className="sr-only">({sub.status})</span>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
