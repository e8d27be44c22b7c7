import { useEffect } from 'react';

const productName = 'Dev Toolbox';

function pageTitle(title?: string): string {
  return title ? `${title} · ${productName}` : productName;
}

export function useDocumentTitle(title?: string, description?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
