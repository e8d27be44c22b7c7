import { useLayoutEffect, useRef } from 'react';
import { cn } from './ui/cn';

/** Shows a rendered canvas, scaled to the container's width. */
export function CanvasPreview({
  canvas,
  label,
  className,
}: {
  canvas: HTMLCanvasElement | null;
  label: string;
  className?: string;
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
    />
  );
}
