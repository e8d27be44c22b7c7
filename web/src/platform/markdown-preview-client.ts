import type { PreviewAnswer, PreviewRequest } from './markdown-preview-protocol';
import type { PreviewLoaders } from './markdown-preview-worker';

/** Where the preview's rendering runs: `send` a request, answers come to the `answer` it was opened with. */
export interface PreviewChannel {
  send(request: PreviewRequest): void;
  close(): void;
}

/** Opens a channel; `failed` is called when it cannot render at all (the worker did not start). */
export type OpenPreviewChannel = (
  answer: (answer: PreviewAnswer) => void,
  failed: () => void,
) => PreviewChannel;

const newWorker = () =>
  new Worker(new URL('./markdown-preview-worker.ts', import.meta.url), {
    type: 'module',
    name: 'markdown-preview',
  });

/** A worker started before the preview mounts, its modules compiled by the time the first text comes. */
let spare: Worker | undefined;

/**
 * Starts the preview's worker now, while the page is still being evaluated and rendered: a worker's thread,
 * module and first (cold) render take a few hundred milliseconds, which then overlap the page's own work.
 */
export function preparePreviewWorker(): void {
  if (typeof Worker !== 'function' || spare) return;
  const worker = newWorker();
  // A worker that fails before a preview takes it is dropped (its error would reach no one); the preview then
  // starts its own, whose failure moves the rendering to the page.
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    if (spare === worker) spare = undefined;
  };
  spare = worker;
}

/** The rendering in a module worker: a first visit's parsing and a long document never hold the page's thread. */
export const workerChannel: OpenPreviewChannel = (answer, failed) => {
  const worker = spare ?? newWorker();
  spare = undefined;
  worker.onmessage = (event: MessageEvent<PreviewAnswer>) => answer(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    failed();
  };
  return { send: (request) => worker.postMessage(request), close: () => worker.terminate() };
};

/** The same rendering on the page's thread (no Worker here, or it failed to start), its modules loaded on first use. */
export function inPageChannel(loaders?: Partial<PreviewLoaders>): OpenPreviewChannel {
  return (answer) => {
    let open = true;
    let render: ((request: PreviewRequest) => void) | undefined;
    let queued: PreviewRequest | undefined;
    void import('./markdown-preview-worker').then(({ previewRenderer }) => {
      render = previewRenderer((reply) => open && answer(reply), loaders);
      if (queued) render(queued);
    });
    return {
      send(request) {
        if (render) render(request);
        else queued = request;
      },
      close() {
        open = false;
      },
    };
  };
}

const defaultChannel: OpenPreviewChannel = typeof Worker === 'function' ? workerChannel : inPageChannel();

/**
 * The live preview's renderer: each text gets a new id and only the answers to the latest are passed on, so a
 * slow render of an older text never replaces a newer one. When the worker cannot start, the rendering moves to
 * the page and the latest text is sent again.
 */
export class MarkdownPreviewRenderer {
  private channel: PreviewChannel;
  private latest: PreviewRequest | undefined;
  private nextId = 1;
  private disposed = false;

  constructor(
    private readonly onAnswer: (answer: PreviewAnswer) => void,
    open: OpenPreviewChannel = defaultChannel,
  ) {
    this.channel = open(this.receive, this.fallBack);
  }

  render(markdown: string) {
    this.latest = { id: this.nextId++, markdown };
    this.channel.send(this.latest);
  }

  dispose() {
    this.disposed = true;
    this.channel.close();
  }

  private receive = (answer: PreviewAnswer) => {
    if (answer.id === this.latest?.id) this.onAnswer(answer);
  };

  private fallBack = () => {
    if (this.disposed) return;
    this.channel = inPageChannel()(this.receive, () => {});
    if (this.latest) this.channel.send(this.latest);
  };
}
