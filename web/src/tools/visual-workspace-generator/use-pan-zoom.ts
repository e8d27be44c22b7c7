import { type PointerEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** §9: zoom factor 1.2, limits 0.3 to 3. */
const ZOOM_FACTOR = 1.2;
export const ZOOM_MIN = 0.3;
export const ZOOM_MAX = 3;

export interface View {
  zoom: number;
  x: number;
  y: number;
}

const clamp = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));
/** A map smaller than its card grows to fill it, but not past the size where its text looks oversized. */
const FIT_MAX = 1.5;
/**
 * The smallest text a map opens with, in CSS pixels (issue 82 item 11): fitted whole, a 35-component map opened at
 * 30% with 4 px labels. A map that cannot be fitted whole so opens fitted by its width (its rows) when that is
 * legible, else at the legible size, around its root.
 */
export const MIN_TEXT_PX = 11;

export interface PanZoomContent {
  width: number;
  height: number;
  /** The smallest text in the content at zoom 1, in px. */
  smallestText?: number;
  /** Where the content opens centred when it cannot be shown whole (the map's root). */
  focus?: { x: number; y: number };
}

/** One axis's offset: centred when the content fits, else around `focus`, never past the content's edges. */
function offset(viewport: number, size: number, focus: number): number {
  if (size <= viewport) return (viewport - size) / 2;
  return Math.min(0, Math.max(viewport - size, viewport / 2 - focus));
}

/**
 * Zoom buttons, wheel zoom around the cursor and drag to pan for a viewport whose content moves as one CSS
 * transform: the browser moves a composited layer instead of repainting 500 nodes (bench/workspace.bench.mjs).
 */
export function usePanZoom(content?: PanZoomContent) {
  const [view, setView] = useState<View>({ zoom: 1, x: 0, y: 0 });
  const viewportRef = useRef<HTMLDivElement>(null);
  // The whole map, centred in the viewport: where a new map opens and where Reset goes back to.
  const fitted = useCallback((): View => {
    const width = viewportRef.current?.clientWidth ?? 0;
    const height = viewportRef.current?.clientHeight ?? 0;
    if (!content || width === 0 || height === 0 || content.width === 0 || content.height === 0)
      return { zoom: 1, x: 0, y: 0 };
    const whole = Math.min(FIT_MAX, width / content.width, height / content.height);
    const legible = content.smallestText ? MIN_TEXT_PX / content.smallestText : ZOOM_MIN;
    const zoom = clamp(
      whole >= legible ? whole : Math.max(legible, Math.min(FIT_MAX, width / content.width)),
    );
    const focus = content.focus ?? { x: content.width / 2, y: content.height / 2 };
    return {
      zoom,
      x: offset(width, content.width * zoom, focus.x * zoom),
      y: offset(height, content.height * zoom, focus.y * zoom),
    };
  }, [content]);
  // Until the user pans or zooms, the map stays fitted to its card, also when the card's size settles after the
  // map opened (a page scrollbar, content above arriving late): fitted once, it overflowed the narrower card.
  const touched = useRef(false);
  useLayoutEffect(() => {
    touched.current = false;
    setView(fitted());
  }, [fitted]);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver !== 'function') return;
    const sizeOf = () => `${viewport.clientWidth}x${viewport.clientHeight}`;
    let size = sizeOf();
    const observer = new ResizeObserver(() => {
      if (sizeOf() === size) return;
      size = sizeOf();
      if (!touched.current) setView(fitted());
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [fitted]);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const moved = useRef(false);

  const zoomAt = useCallback((factor: number, px?: number, py?: number) => {
    touched.current = true;
    setView((v) => {
      const zoom = clamp(v.zoom * factor);
      if (px === undefined || py === undefined) return { ...v, zoom };
      const k = zoom / v.zoom;
      return { zoom, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
    });
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // A non-passive listener: the wheel zooms the map instead of scrolling the page.
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      const rect = viewport!.getBoundingClientRect();
      zoomAt(
        event.deltaY < 0 ? ZOOM_FACTOR : 1 / ZOOM_FACTOR,
        event.clientX - rect.left,
        event.clientY - rect.top,
      );
    }
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  // Stable, so the memoised node layer does not re-render on every pan frame.
  const wasDrag = useCallback(() => moved.current, []);
  /** Keeps the map where it is through the card's next changes of size (a details panel opening beside it). */
  const hold = useCallback(() => {
    touched.current = true;
  }, []);

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, moved: false, id: event.pointerId };
      moved.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const d = drag.current;
      if (!d) return;
      const dx = event.clientX - d.x;
      const dy = event.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < 4) return;
      if (!d.moved) event.currentTarget.setPointerCapture?.(d.id);
      d.moved = true;
      moved.current = true;
      touched.current = true;
      d.x = event.clientX;
      d.y = event.clientY;
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    },
    onPointerUp() {
      drag.current = null;
    },
  };

  return {
    view,
    viewportRef,
    handlers,
    /** True right after a drag, so the click that ends it does not select a node. */
    wasDrag,
    hold,
    zoomIn: () => zoomAt(ZOOM_FACTOR),
    zoomOut: () => zoomAt(1 / ZOOM_FACTOR),
    reset: () => {
      touched.current = false;
      setView(fitted());
    },
  };
}
