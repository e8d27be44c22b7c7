import type { IconInfo } from '@toolbox/core/tools/icon-library';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { IconGlyph } from './icon-glyph';

const CELL = 88;
const HEIGHT = 440;
const OVERSCAN = 2;

/**
 * The icon grid, virtualized (only the rows in view are in the DOM, and only their drawings are fetched) and keyboard-navigable as a listbox:
 * arrows move the active icon, Enter selects it, a click selects too.
 */
export function IconGrid({
  icons,
  selected,
  onSelect,
}: {
  icons: readonly IconInfo[];
  selected: string | undefined;
  onSelect: (icon: IconInfo) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(0);
  const columns = Math.max(1, Math.floor(width / CELL));
  const rows = Math.ceil(icons.length / columns);
  const first = Math.max(0, Math.floor(scrollTop / CELL) - OVERSCAN);
  const last = Math.min(rows, Math.ceil((scrollTop + HEIGHT) / CELL) + OVERSCAN);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width || 640));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // A new result list starts at its first icon (adjusted while rendering, React's pattern for derived state).
  const [shown, setShown] = useState(icons);
  if (shown !== icons) {
    setShown(icons);
    setActive(0);
  }

  const move = (to: number) => {
    const next = Math.max(0, Math.min(icons.length - 1, to));
    setActive(next);
    const element = box.current;
    const top = Math.floor(next / columns) * CELL;
    if (element && (top < element.scrollTop || top + CELL > element.scrollTop + HEIGHT)) {
      element.scrollTop = top < element.scrollTop ? top : top + CELL - HEIGHT;
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, active, columns, icons.length);
    if (target === undefined) return;
    event.preventDefault();
    if (target === 'select') {
      const icon = icons[active];
      if (icon) onSelect(icon);
    } else move(target);
  };

  const cells = icons.slice(first * columns, last * columns);
  return (
    <div
      ref={box}
      role="listbox"
      aria-label="Icons"
      tabIndex={0}
      aria-activedescendant={icons[active] ? `icon-${icons[active].name}` : undefined}
      onKeyDown={onKeyDown}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      className="relative overflow-y-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
      style={{ height: HEIGHT }}
    >
      <div style={{ height: rows * CELL }}>
        {cells.map((icon, offset) => {
          const at = first * columns + offset;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys go to the listbox, which moves aria-activedescendant
            <div
              key={icon.name}
              id={`icon-${icon.name}`}
              role="option"
              tabIndex={-1}
              aria-selected={icon.name === selected}
              title={icon.name}
              onClick={() => {
                setActive(at);
                onSelect(icon);
              }}
              className={cn(
                'absolute flex cursor-pointer flex-col items-center justify-center gap-1 rounded-md p-1 text-[10px] hover:bg-muted',
                icon.name === selected && 'bg-primary/10 ring-1 ring-primary',
                at === active && 'outline-2 outline-ring',
              )}
              style={{
                top: Math.floor(at / columns) * CELL,
                left: (at % columns) * CELL,
                width: CELL - 4,
                height: CELL - 4,
              }}
            >
              <IconGlyph name={icon.name} />
              {/* Two lines, broken at hyphens: "arrow-down-wide-narrow" reads whole instead of "arrow-down-…". */}
              <span className="line-clamp-2 w-full text-center leading-tight [overflow-wrap:anywhere]">
                {icon.name}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Where a key moves the active icon (an index), `select` for Enter, undefined for other keys. */
function keyTarget(
  key: string,
  active: number,
  columns: number,
  count: number,
): number | 'select' | undefined {
  switch (key) {
    case 'ArrowRight':
      return active + 1;
    case 'ArrowLeft':
      return active - 1;
    case 'ArrowDown':
      return active + columns;
    case 'ArrowUp':
      return active - columns;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'Enter':
      return 'select';
    default:
      return undefined;
  }
}
