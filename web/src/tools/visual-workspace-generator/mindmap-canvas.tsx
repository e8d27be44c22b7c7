import { type MindmapScene, TEXT_PX } from '@toolbox/core/tools/visual-workspace-generator';
import { memo } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One tab stop for the whole map (500 nodes would be 500 stops): arrows walk the nodes in text order, Home and
 * End jump to the ends.
 */
function moveFocus(current: SVGGElement, key: string): boolean {
  const nodes = [...(current.parentElement?.querySelectorAll<SVGGElement>('g[data-node-id]') ?? [])];
  const at = nodes.indexOf(current);
  const next =
    key === 'Home' ? 0 : key === 'End' ? nodes.length - 1 : key in STEPS ? at + (STEPS[key] ?? 0) : -1;
  const target = nodes[next];
  if (!target || next === at) return key in STEPS || key === 'Home' || key === 'End';
  current.setAttribute('tabindex', '-1');
  target.setAttribute('tabindex', '0');
  target.focus();
  return true;
}

export interface MindmapLayerProps {
  scene: MindmapScene;
  selectedId: string | null;
  onSelect(id: string): void;
}

/** Lines and nodes; memoised so panning and zooming only change the transform around it. */
export const MindmapLayer = memo(function MindmapLayer({ scene, selectedId, onSelect }: MindmapLayerProps) {
  return (
    <>
      <g fill="none">
        {scene.lines.map((l, i) => {
          const stroke = {
            stroke: l.kind === 'related' ? scene.colors.related : scene.colors.edge,
            strokeWidth: l.kind === 'related' ? 2 : 1.5,
            strokeDasharray: l.kind === 'related' ? '6 4' : undefined,
          };
          // Lines have no identity of their own; their order is stable for a scene. A line with corners (the
          // hierarchical layout's tree rail and root branches) is drawn as the exported SVG draws it.
          const d = l.path;
          return d ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <path key={i} d={d} {...stroke} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <line key={i} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} {...stroke} />
          );
        })}
      </g>
      {scene.boxes.map((box, index) => {
        const cx = box.x + box.width / 2;
        const selected = box.id === selectedId;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; role and keys make it one
          <g
            key={box.id}
            role="button"
            tabIndex={index === 0 ? 0 : -1}
            data-node-id={box.id}
            aria-pressed={selected}
            aria-label={`${box.title}, ${box.status}${box.progress ? `, ${box.progress.done} of ${box.progress.total} sub-tasks done` : ''}`}
            className="cursor-pointer outline-none [&:focus-visible>rect:first-of-type]:stroke-[var(--color-ring)]"
            onClick={() => onSelect(box.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(box.id);
              } else if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
            }}
          >
            {/* On hover, the whole label (a box shows it shortened) with its path, status and deadline; hidden
                from the accessibility tree, where the group's aria-label already names it (and axe would read the
                tooltip as visible words missing from that name). */}
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG title is not focusable; the group's aria-label names it */}
            <title aria-hidden="true">{box.tooltip}</title>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={box.main ? 12 : 8}
              fill={box.fill}
              stroke={selected ? scene.colors.text : 'transparent'}
              strokeWidth={3}
            />
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; it is shortened, the group's aria-label is the full name */}
            <text
              aria-hidden="true"
              x={cx}
              y={box.progress ? box.y + box.height / 2 - 6 : box.y + box.height / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={box.main ? TEXT_PX.main : TEXT_PX.item}
              fontWeight={box.main ? 600 : 500}
              fill={box.textColor}
            >
              {box.label}
            </text>
            {box.progress && (
              <>
                <rect
                  x={box.x + 16}
                  y={box.y + box.height - 22}
                  width={box.width - 32}
                  height={6}
                  rx={3}
                  fill={scene.colors.track}
                />
                <rect
                  x={box.x + 16}
                  y={box.y + box.height - 22}
                  width={((box.width - 32) * box.progress.done) / box.progress.total}
                  height={6}
                  rx={3}
                  fill={box.textColor}
                />
                {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; the aria-label says the progress */}
                <text
                  aria-hidden="true"
                  x={cx}
                  y={box.y + box.height - 30}
                  textAnchor="middle"
                  fontSize={TEXT_PX.progress}
                  fill={box.textColor}
                >
                  {box.progress.done}/{box.progress.total}
                </text>
              </>
            )}
          </g>
        );
      })}
    </>
  );
});
