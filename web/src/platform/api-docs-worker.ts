/// <reference lib="webworker" />

import { buildDocs } from './api-docs-builder';
import type { DocsRequest, WorkerMessage } from './api-docs-worker-protocol';

// Parsing GitHub's 13 MB description takes about a second: off the main thread, typing never waits for it.
self.onmessage = async (event: MessageEvent<DocsRequest>) => {
  const built = await buildDocs(event.data.text);
  const post = (message: WorkerMessage) => self.postMessage(message);
  post({ result: built.result });
  for (const batch of built.batches ?? []) post({ batch });
  if (built.markdown) post({ markdown: built.markdown() });
  if (built.exportHtml) post({ exportHtml: built.exportHtml() });
  if (built.exportTryIt) post({ exportTryIt: built.exportTryIt() });
};
