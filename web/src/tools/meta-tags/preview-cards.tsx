import type { MetaPreview } from '@toolbox/core/tools/meta-tags';
import { ImageOff } from 'lucide-react';

/** The share cards Facebook, Twitter and LinkedIn would show, truncated as each network does (spec §9). */
export function PreviewCards({ previews }: { previews: readonly MetaPreview[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {previews.map((preview) => {
        const platform = preview.network;
        return (
          <figure key={platform.id} className="grid content-start gap-2">
            <figcaption className="text-sm font-medium">{platform.label}</figcaption>
            <article
              aria-label={`${platform.label} preview`}
              className="overflow-hidden rounded-lg border bg-card text-card-foreground"
            >
              <div
                className="flex items-center justify-center bg-muted text-muted-foreground"
                style={{ aspectRatio: `${platform.image.width} / ${platform.image.height}` }}
              >
                {preview.showImage ? (
                  <img
                    src={preview.image}
                    alt=""
                    className="size-full object-cover"
                    referrerPolicy="no-referrer"
                  />
                ) : (
                  <ImageOff aria-hidden="true" className="size-6" />
                )}
              </div>
              <div className="grid gap-1 p-3">
                {preview.site && <p className="text-xs text-muted-foreground uppercase">{preview.site}</p>}
                <p className="font-semibold break-words">{preview.title || 'Page title'}</p>
                <p className="text-sm text-muted-foreground break-words">
                  {preview.description || 'Meta description'}
                </p>
              </div>
            </article>
            <p className="text-xs text-muted-foreground">Optimal image: {preview.imageSize}</p>
          </figure>
        );
      })}
    </div>
  );
}
