import type { JsonObject } from '@toolbox/core/account';

// An image result shared by link (a mockup): the picture as a data URL in the snapshot, drawn in the box the owner's
// preview draws it in. An <img> never runs script or fetches anything, whatever the snapshot holds, and only a raster
// data URL is taken.

const RASTER = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/;

/** The canvas as a share link keeps it: lossy WebP (quality 0.92) where the browser writes it, to stay under 2 MB. */
export function imageSnapshot(canvas: HTMLCanvasElement, label: string): JsonObject {
  return { image: canvas.toDataURL('image/webp', 0.92), label };
}

/** The picture a snapshot holds and its name, or null when it holds none this page shows. */
export function readImageSnapshot(snapshot: JsonObject): { src: string; label: string } | null {
  const { image, label } = snapshot;
  if (typeof image !== 'string' || !RASTER.test(image)) return null;
  return { src: image, label: typeof label === 'string' && label.trim() ? label : 'Shared image' };
}

export default function SharedImage({ snapshot }: { snapshot: JsonObject }) {
  const shared = readImageSnapshot(snapshot);
  if (!shared)
    return <p className="text-muted-foreground">This snapshot is not an image this page can show.</p>;
  return (
    <div className="overflow-hidden rounded-lg border bg-muted">
      <img src={shared.src} alt={shared.label} className="block h-auto w-full" />
    </div>
  );
}
