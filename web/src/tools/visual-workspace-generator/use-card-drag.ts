import { STATUSES, type Status } from '@toolbox/core/tools/visual-workspace-generator';
import { type PointerEvent, useRef, useState } from 'react';

// A Kanban card dragged with the pointer (mouse or pen; touch keeps scrolling the board and has the card's status
// menu): press on the card, move past a few pixels, release over a column. Pointer events, not HTML5 drag and
// drop: the browser's native drag session is one per browser, and a drag started while another tab of the same
// browser is open did not reach the page in Chromium (the two-tab e2e drags with the mouse).

/** How far the pointer moves before a press becomes a drag (a click on the card stays a click). */
const DRAG_THRESHOLD_PX = 6;
/** Presses on these start no drag: they are the card's own controls. */
const CONTROLS = 'input, select, button, a, label, textarea, [role="checkbox"]';

export interface CardDrag {
  /** The card being dragged and the column under the pointer, while a drag is on. */
  dragging: { id: string; over: Status | null } | null;
  /** Pointer handlers for the card `id` (none when the board is read-only). */
  handlersFor(id: string): {
    onPointerDown?(event: PointerEvent<HTMLElement>): void;
    onPointerMove?(event: PointerEvent<HTMLElement>): void;
    onPointerUp?(event: PointerEvent<HTMLElement>): void;
    onPointerCancel?(): void;
  };
}

/** The column (`data-column`) at a point of the viewport, if any. */
function columnAt(x: number, y: number): Status | null {
  const at = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const name = at?.closest<HTMLElement>('[data-column]')?.dataset.column;
  return STATUSES.find((status) => status === name) ?? null;
}

export function useCardDrag(onDrop: (id: string, status: Status) => void, readOnly: boolean): CardDrag {
  const [dragging, setDragging] = useState<CardDrag['dragging']>(null);
  const press = useRef<{ id: string; pointerId: number; x: number; y: number; moved: boolean } | null>(null);

  const end = () => {
    press.current = null;
    setDragging(null);
  };

  return {
    dragging,
    handlersFor(id) {
      if (readOnly) return {};
      return {
        onPointerDown(event) {
          if (event.button !== 0 || !event.isPrimary || event.pointerType === 'touch') return;
          if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
          press.current = {
            id,
            pointerId: event.pointerId,
            x: event.clientX,
            y: event.clientY,
            moved: false,
          };
          event.currentTarget.setPointerCapture?.(event.pointerId);
        },
        onPointerMove(event) {
          const current = press.current;
          if (!current || current.pointerId !== event.pointerId) return;
          const distance = Math.hypot(event.clientX - current.x, event.clientY - current.y);
          if (!current.moved && distance < DRAG_THRESHOLD_PX) return;
          current.moved = true;
          setDragging({ id: current.id, over: columnAt(event.clientX, event.clientY) });
        },
        onPointerUp(event) {
          const current = press.current;
          end();
          if (!current?.moved || current.pointerId !== event.pointerId) return;
          const status = columnAt(event.clientX, event.clientY);
          if (status) onDrop(current.id, status);
        },
        onPointerCancel: end,
      };
    },
  };
}
