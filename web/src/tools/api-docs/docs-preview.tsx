import type { RefObject } from 'react';

/**
 * The export with its try-it console, sandboxed without same-origin: its script runs navigation, search and
 * requests the user sends, nothing else.
 */
export function DocsPreview({
  html,
  frame,
  dark,
  reading,
  onLoaded,
}: {
  html: string;
  frame: RefObject<HTMLIFrameElement | null>;
  dark: boolean;
  reading: boolean;
  /** The frame's window once it loaded a page (its job's, or one a followed link navigated to). */
  onLoaded: (target: Window | null) => void;
}) {
  return (
    <iframe
      ref={frame}
      title="API docs preview"
      sandbox="allow-scripts"
      srcDoc={html}
      onLoad={(event) => {
        const target = event.currentTarget.contentWindow;
        target?.postMessage({ theme: dark ? 'dark' : 'light' }, '*');
        onLoaded(target);
      }}
      className={reading ? 'h-[85vh] w-full rounded-md border' : 'h-[75vh] w-full rounded-md border'}
    />
  );
}
