import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { cn } from './ui/cn';

/** Shows a rendered canvas, scaled to the container's width. */
export function CanvasPreview({
  canvas,
  label,
  className,
  style,
}: {
  canvas: HTMLCanvasElement | null;
  label: string;
  className?: string;
  /** E.g. the aspect ratio to hold before the first frame. */
  style?: CSSProperties;
}) {
  const host = useRef<HTMLDivElement>(null);
  // Before paint: a frame without the canvas would collapse the box and shift the page below it.
  useLayoutEffect(() => {
    const el = host.current;
    if (!el || !canvas) return;
    canvas.className = 'block h-auto w-full';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
    el.replaceChildren(canvas);
  }, [canvas, label]);
  return (
    <div
      ref={host}
      data-testid="canvas-view"
      className={cn('overflow-hidden rounded-lg border bg-muted', className)}
      style={style}
    />
  );
}
