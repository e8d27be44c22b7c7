import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { JSON_QUERY_LIMITS, JSON_QUERY_MESSAGES } from '@toolbox/core/tools/json-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobRequest, JobResponse } from '../../platform/job-worker';
import { answer } from '../../platform/json-query-worker';
import type { JsonQueryAnswer, JsonQueryJob } from '../../platform/json-query-worker-protocol';
import JsonQueryPage from './json-query-page';

/** The real worker body behind a Worker-shaped object (happy-dom has no workers). */
class InlineWorker {
  onmessage: ((event: MessageEvent<JobResponse<JsonQueryAnswer>>) => void) | null = null;
  onerror = null;
  terminated = false;
  postMessage(request: JobRequest<JsonQueryJob>) {
    void answer(request.job).then((reply) => {
      if (!this.terminated)
        this.onmessage?.({ data: { id: request.id, answer: reply } } as MessageEvent<
          JobResponse<JsonQueryAnswer>
        >);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

/** A worker stuck in a filter that never ends: it never answers. */
const hanging: InlineWorker[] = [];
class HangingWorker extends InlineWorker {
  constructor() {
    super();
    hanging.push(this);
  }
  override postMessage() {}
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('Worker', InlineWorker);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const page = () =>
  render(
    <MemoryRouter>
      <JsonQueryPage />
    </MemoryRouter>,
  );

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const marked = () =>
  within(screen.getByRole('region', { name: 'Document with matches highlighted' }))
    .queryAllByText(/./, { selector: 'mark' })
    .map((mark) => mark.textContent?.trim());

describe('JSONPath & jq page', { timeout: 20_000 }, () => {
  it('runs the query as you type, each match after its normalized path, its node marked in the document', async () => {
    page();
    expect(screen.queryByRole('button', { name: /^Run/ })).toBeNull();
    type('Query or filter', '$.a[0]');
    type('JSON document', '{"a":["hello"],"b":1}');
    expect(await screen.findByText(/\$\['a'\]\[0\]\s+"hello"/)).toBeTruthy();
    expect(marked()).toEqual(['"hello"']);
    type('Query or filter', '$.b');
    await vi.waitFor(() => expect(marked()).toEqual(['"b": 1']));
  });

  it('marks the paths of a jq filter, and says so when the filter is not a path expression', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'jq' } });
    type('Query or filter', '.a[]');
    type('JSON document', '{"a":[1,2],"b":3}');
    await vi.waitFor(() => expect(marked()).toEqual(['1,', '2']), { timeout: 10_000 });
    type('Query or filter', '.a | length');
    expect(await screen.findByText(JSON_QUERY_MESSAGES.notPathExpression)).toBeTruthy();
    expect(marked()).toEqual([]);
  });

  it('shows a bad filter under its field and keeps what was typed', async () => {
    page();
    type('Query or filter', '$[');
    type('JSON document', '{"a":1}');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Query or filter').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Query or filter').value).toBe('$[');
  });

  it('ends a filter that never finishes at the time limit, with the message', async () => {
    vi.stubGlobal('Worker', HangingWorker);
    vi.useFakeTimers();
    page();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'jq' } });
    type('Query or filter', 'repeat(.)');
    type('JSON document', '1');
    await act(() => vi.advanceTimersByTimeAsync(300 + JSON_QUERY_LIMITS.seconds * 1000));
    expect(screen.getByText(JSON_QUERY_MESSAGES.timedOut)).toBeTruthy();
    expect(hanging.at(-1)?.terminated).toBe(true);
  });
});
