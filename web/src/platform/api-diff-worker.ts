/// <reference lib="webworker" />

import { compareSpecs } from './api-diff-builder';

// Two large descriptions take a second or two to read and compare: off the main thread.
self.onmessage = async (event: MessageEvent<{ oldText: string; newText: string }>) => {
  self.postMessage(await compareSpecs(event.data.oldText, event.data.newText));
};
