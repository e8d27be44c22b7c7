/// <reference lib="webworker" />

import { buildDocs } from './api-docs-builder';
import type { DocsRequest, WorkerMessage } from './api-docs-worker-protocol';

// Parsing GitHub's 13 MB description takes about a second: off the main thread, typing never waits for it.
self.onmessage = (event: MessageEvent<DocsRequest>) => {
  const built = buildDocs(event.data.text);
  self.postMessage({ result: built.result } satisfies WorkerMessage);
  if (built.markdown) self.postMessage({ markdown: built.markdown() } satisfies WorkerMessage);
  if (built.exportHtml) self.postMessage({ exportHtml: built.exportHtml() } satisfies WorkerMessage);
};
