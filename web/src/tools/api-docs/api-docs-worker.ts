/// <reference lib="webworker" />
import type { DocsRequest } from './build-docs';
import { buildDocs } from './docs-builder';

// Parsing GitHub's 13 MB description takes about a second: off the main thread, typing never waits for it.
self.onmessage = (event: MessageEvent<DocsRequest>) => {
  self.postMessage(buildDocs(event.data.text));
};
