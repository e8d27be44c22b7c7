import type { SearchPreview } from '@toolbox/core/tools/meta-tags';
import { Globe } from 'lucide-react';

/** The page as a Google result: site name, URL breadcrumbs, title and snippet, cut as Google cuts them. */
export function SearchResultCard({ preview }: { preview: SearchPreview }) {
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="text-sm font-medium">Google</figcaption>
      <article
        aria-label="Google preview"
        className="grid max-w-[652px] gap-1 rounded-lg border bg-card p-4 text-card-foreground"
      >
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full border bg-muted">
            <Globe aria-hidden="true" className="size-4 text-muted-foreground" />
          </span>
          <div className="grid min-w-0 leading-tight">
            <span className="text-sm wrap-anywhere">{preview.site || 'example.com'}</span>
            <span className="text-xs text-muted-foreground wrap-anywhere">
              {preview.breadcrumb || 'https://example.com'}
            </span>
          </div>
        </div>
        <p className="text-xl leading-snug break-words text-primary">{preview.title || 'Page title'}</p>
        <p className="text-sm leading-normal break-words text-muted-foreground">
          {preview.description || 'Meta description'}
        </p>
      </article>
    </figure>
  );
}
