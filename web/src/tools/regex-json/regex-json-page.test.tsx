import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../platform/regex-json-worker';
import type { WorkerRequest, WorkerResponse } from '../../platform/regex-json-worker-protocol';
import { renderPage } from '../../testing/render-page';
import RegexJsonPage from './regex-json-page';

/** The real worker body behind a Worker-shaped object (happy-dom has no workers). */
class InlineWorker {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror = null;
  terminated = false;
  postMessage(request: WorkerRequest) {
    setTimeout(() => {
      if (!this.terminated)
        this.onmessage?.({
          data: { id: request.id, answer: answer(request.job) },
        } as MessageEvent<WorkerResponse>);
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => vi.stubGlobal('Worker', InlineWorker));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function page() {
  const user = userEvent.setup();
  renderPage(RegexJsonPage);
  return user;
}

describe('Regex Tester', { timeout: 20_000 }, () => {
  it('is empty until Test, then lists matches with groups and follows edits', async () => {
    const user = page();
    await user.click(screen.getByLabelText('Regular expression'));
    await user.paste('(?<year>\\d{4})-(\\d{2})');
    await user.click(screen.getByLabelText('Test text'));
    await user.paste('from 2024-01 to 2025-12');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Test/ }));
    expect(await screen.findByText('2 matches')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Matches' }).textContent).toContain('year (1)"2024"');
    // The list scrolls when long: a keyboard user reaches it (axe: scrollable-region-focusable).
    expect(screen.getByRole('list', { name: 'Matches' }).tabIndex).toBe(0);
    expect(screen.getAllByTitle(/^Match/).map((m) => m.textContent)).toEqual(['2024-01', '2025-12']);

    await user.click(screen.getByRole('checkbox', { name: /^g/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 match'));
    await user.click(screen.getByLabelText('Replace with'));
    await user.paste('$2/$<year>');
    await waitFor(() =>
      expect((screen.getByLabelText('Replaced text') as HTMLTextAreaElement).value).toBe(
        'from 01/2024 to 2025-12',
      ),
    );
  });

  it('Ctrl+Enter in the test text runs Test on what is typed', async () => {
    const user = page();
    await user.click(screen.getByLabelText('Regular expression'));
    await user.paste('\\d+');
    await user.click(screen.getByLabelText('Test text'));
    await user.paste('a 12 b 345');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('2 matches')).toBeTruthy();
  });

  it('shows the engine’s message for an invalid pattern, and presets fill pattern, flags and a sample', async () => {
    const user = page();
    await user.type(screen.getByLabelText('Regular expression'), '(');
    await user.click(screen.getByRole('button', { name: /^Test/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid regular expression: /(/g: Unterminated group',
    );
    await user.click(screen.getByRole('button', { name: 'IPv4' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 matches'));
  });
});

describe('saved inputs', { timeout: 20_000 }, () => {
  it('keeps the pattern, flags and JSON across a reload', async () => {
    const user = page();
    await user.type(screen.getByLabelText('Regular expression'), 'ab+');
    await user.click(screen.getByRole('checkbox', { name: /^i/ }));
    await user.click(screen.getByLabelText('JSON'));
    await user.paste('{"kept":true}');
    cleanup();
    page();
    expect((screen.getByLabelText('Regular expression') as HTMLInputElement).value).toBe('ab+');
    expect(screen.getByText('Flags: /gi')).toBeTruthy();
    expect((screen.getByLabelText('JSON') as HTMLTextAreaElement).value).toBe('{"kept":true}');
  });
});

describe('JSON Tools', { timeout: 20_000 }, () => {
  it('validates as you type, inline under the editor with line and column', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = page();
    await user.click(screen.getByRole('tab', { name: 'JSON Tools' }));
    const editor = screen.getByLabelText('JSON') as HTMLTextAreaElement;
    await user.click(editor);
    await user.paste('{\n  "a": 1\n  "b": 2\n}');
    expect(
      await screen.findByText('Invalid JSON string: Expected a comma at line 3, column 3.'),
    ).toBeTruthy();
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(error).not.toHaveBeenCalled();
    await user.clear(editor);
    await user.paste('{"a": 1}');
    expect(await screen.findByText('Valid JSON')).toBeTruthy();
    expect(editor.getAttribute('aria-invalid')).toBeNull();
  });

  it('formats, minifies, validates and converts with the spec’s toasts', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const user = page();
    await user.click(screen.getByRole('tab', { name: 'JSON Tools' }));
    const editor = screen.getByLabelText('JSON') as HTMLTextAreaElement;
    await user.click(editor);
    await user.paste('[{"b":1,"a":{"c":"x,y"}}]');
    await user.click(screen.getByRole('button', { name: 'Format' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('JSON Formatted'));
    expect(screen.getByLabelText('JSON output').textContent).toBe(
      JSON.stringify([{ b: 1, a: { c: 'x,y' } }], null, 2),
    );
    await user.click(screen.getByRole('button', { name: 'Minify' }));
    await waitFor(() =>
      expect(screen.getByLabelText('JSON output').textContent).toBe('[{"b":1,"a":{"c":"x,y"}}]'),
    );
    await user.click(screen.getByRole('button', { name: 'To CSV' }));
    await waitFor(() => expect(screen.getByLabelText('JSON output').textContent).toBe('b,a.c\r\n1,"x,y"'));
    expect(success).toHaveBeenCalledWith('Converted to CSV');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Valid JSON'));

    await user.clear(editor);
    await user.paste('{\n  "a": 1\n  "b": 2\n}');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Invalid JSON', {
        description: 'Invalid JSON string: Expected a comma at line 3, column 3.',
      }),
    );
    expect(editor.selectionStart).toBe(13);
    await user.clear(editor);
    await user.paste('{"a":1}');
    await user.click(screen.getByRole('button', { name: 'To CSV' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Conversion Failed', {
        description: 'Failed to convert JSON to CSV',
      }),
    );
  });
});
