import { loadMathTypesetter } from '@toolbox/core/markdown/math';
import { describe, expect, it, vi } from 'vitest';
import {
  MarkdownPreviewRenderer,
  type OpenPreviewChannel,
  preparePreviewWorker,
  workerChannel,
} from './markdown-preview-client';
import type { PreviewAnswer, PreviewRequest } from './markdown-preview-protocol';
import { previewRenderer } from './markdown-preview-worker';

const htmlOf = (answer: PreviewAnswer | undefined) => (answer && 'html' in answer ? answer.html : undefined);

describe('previewRenderer (the worker body)', () => {
  it('answers at once, then again with the highlighter, and loads it once', async () => {
    const answers: PreviewAnswer[] = [];
    const highlight = vi.fn(async () => (code: string) => `<mark>${code}</mark>`);
    const math = vi.fn(() => Promise.reject(new Error('not wanted')));
    const render = previewRenderer((answer) => answers.push(answer), { highlight, math });
    render({
      id: 1,
      markdown: '# Hi\n\n```ts\nlet a = 1;\n```\n\n```mermaid\ngraph TD; A --> B\n```\n',
    });
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ id: 1, mermaid: ['graph TD; A --> B'] });
    expect(htmlOf(answers[0])).toContain('<h1 id="hi">Hi</h1>');
    expect(htmlOf(answers[0])).not.toContain('<mark>');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1]?.id).toBe(1);
    expect(htmlOf(answers[1])).toContain('<mark>let a = 1;</mark>');
    render({ id: 2, markdown: '```js\nx\n```\n' });
    expect(htmlOf(answers[2])).toContain('<mark>x</mark>');
    expect(highlight).toHaveBeenCalledTimes(1);
    expect(math).not.toHaveBeenCalled();
  });

  it('answers the latest text when MathJax arrives, and tries again after a failed load', async () => {
    const answers: PreviewAnswer[] = [];
    let attempts = 0;
    const math = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return loadMathTypesetter();
    });
    const render = previewRenderer((answer) => answers.push(answer), { math });
    render({ id: 1, markdown: 'Energy $E$.' });
    await vi.waitFor(() => expect(math).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(htmlOf(answers.at(-1))).toContain('math-source');
    render({ id: 2, markdown: 'Area $a^2$.' });
    render({ id: 3, markdown: 'Volume $v^3$.' });
    await vi.waitFor(() => expect(htmlOf(answers.at(-1))).toContain('aria-label="v^3"'));
    expect(answers.at(-1)?.id).toBe(3);
    expect(math).toHaveBeenCalledTimes(2);
  });
});

describe('MarkdownPreviewRenderer', () => {
  /** A channel whose answers the test sends by hand, and which can fail like a worker that did not start. */
  function manualChannel() {
    const sent: PreviewRequest[] = [];
    let reply: (answer: PreviewAnswer) => void = () => {};
    let fail: () => void = () => {};
    const open: OpenPreviewChannel = (answer, failed) => {
      reply = answer;
      fail = failed;
      return { send: (request) => sent.push(request), close: () => {} };
    };
    return { open, sent, reply: (answer: PreviewAnswer) => reply(answer), fail: () => fail() };
  }

  it('passes on only the answers to the latest text', () => {
    const channel = manualChannel();
    const answers: PreviewAnswer[] = [];
    const renderer = new MarkdownPreviewRenderer((answer) => answers.push(answer), channel.open);
    renderer.render('# Old');
    renderer.render('# New');
    expect(channel.sent.map((request) => request.id)).toEqual([1, 2]);
    channel.reply({ id: 1, html: '<h1>Old</h1>', mermaid: [] });
    channel.reply({ id: 2, html: '<h1>New</h1>', mermaid: [] });
    channel.reply({ id: 2, error: 'too deep' });
    expect(answers).toEqual([
      { id: 2, html: '<h1>New</h1>', mermaid: [] },
      { id: 2, error: 'too deep' },
    ]);
  });

  it('renders on the page when the worker cannot start, the latest text sent again', async () => {
    const channel = manualChannel();
    const answers: PreviewAnswer[] = [];
    const renderer = new MarkdownPreviewRenderer((answer) => answers.push(answer), channel.open);
    renderer.render('# Kept');
    channel.fail();
    await vi.waitFor(() => expect(htmlOf(answers[0])).toContain('<h1 id="kept">Kept</h1>'));
    renderer.render('# Next');
    await vi.waitFor(() => expect(htmlOf(answers.at(-1))).toContain('Next'));
    renderer.dispose();
  });

  it('drops a worker started early that failed before a preview took it; the preview then renders on the page', async () => {
    /** Workers that never start: each fails as soon as it is made (a chunk missing offline). */
    const made: { failed: boolean; terminated: boolean }[] = [];
    class FailingWorker {
      onmessage: unknown = null;
      onerror: ((event: { preventDefault(): void }) => void) | null = null;
      private readonly state = { failed: false, terminated: false };
      constructor() {
        made.push(this.state);
        queueMicrotask(() => {
          this.state.failed = true;
          this.onerror?.({ preventDefault() {} });
        });
      }
      postMessage() {}
      terminate() {
        this.state.terminated = true;
      }
    }
    vi.stubGlobal('Worker', FailingWorker);
    try {
      preparePreviewWorker();
      await vi.waitFor(() => expect(made).toEqual([{ failed: true, terminated: true }]));
      const answers: PreviewAnswer[] = [];
      const renderer = new MarkdownPreviewRenderer((answer) => answers.push(answer), workerChannel);
      renderer.render('# Still drawn');
      await vi.waitFor(() => expect(htmlOf(answers[0])).toContain('<h1 id="still-drawn">Still drawn</h1>'));
      expect(made).toHaveLength(2);
      renderer.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
