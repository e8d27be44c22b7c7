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
  it('lists matches with groups as the pattern is typed, with no Test button, and follows every edit', async () => {
    const user = page();
    expect(screen.queryByRole('button', { name: /^Test/ })).toBeNull();
    await user.click(screen.getByLabelText('Test text'));
    await user.paste('from 2024-01 to 2025-12');
    await user.click(screen.getByLabelText('Regular expression'));
    await user.paste('(?<year>\\d{4})-(\\d{2})');
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

  it('explains the pattern token by token, with the flags honoured', async () => {
    const user = page();
    await user.click(screen.getByLabelText('Regular expression'));
    await user.paste('^(?<year>\\d{4})$');
    const tokens = await screen.findByRole('list', { name: 'Tokens' });
    const rows = () => [...tokens.querySelectorAll('li')].map((row) => row.textContent);
    expect(rows()).toEqual([
      '^the start of the text',
      '(?<year>\\d{4})capturing group 1 "year"',
      '\\d{4}a digit (0–9) — exactly 4 times',
      '$the end of the text',
    ]);
    await user.click(screen.getByRole('checkbox', { name: /^m/ }));
    await waitFor(() => expect(rows()[0]).toBe('^the start of a line'));
    expect(screen.getByRole('list', { name: 'Flags' }).textContent).toContain('multiline');
  });

  it('keeps testing a pattern nested too deeply to explain, and says why it is not explained', async () => {
    const user = page();
    await user.click(screen.getByLabelText('Test text'));
    await user.paste('a');
    await user.click(screen.getByLabelText('Regular expression'));
    // JavaScript runs it; the explainer's walk overflowed the stack inside the render.
    await user.paste(`${'('.repeat(3000)}a${')'.repeat(3000)}`);
    expect(await screen.findByText('1 match')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tokens' })).toBeNull();
    expect(screen.getByText(/nests too deeply to explain/)).toBeTruthy();
  });

  it('shows the engine’s message for an invalid pattern, and the library fills pattern, flags and a sample', async () => {
    const user = page();
    await user.type(screen.getByLabelText('Regular expression'), '(');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid regular expression: /(/g: Unterminated group',
    );
    expect(screen.queryByRole('list', { name: 'Tokens' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Pattern library'), 'Semantic version');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 matches'));
    expect(screen.getAllByTitle(/^Match/).map((m) => m.textContent)).toEqual([
      'v21.2.2',
      '1.0.0-rc.1+build.5',
    ]);
    expect(screen.getByText(/semver\.org 2\.0 version/)).toBeTruthy();
    expect(screen.getByText('Flags: /gm')).toBeTruthy();
    // Another pick replaces the first one's sample, but never text the user brought.
    await user.selectOptions(screen.getByLabelText('Pattern library'), 'UUID');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 matches'));
    await user.clear(screen.getByLabelText('Test text'));
    await user.paste('mine: 00000000-0000-0000-0000-000000000000');
    await user.selectOptions(screen.getByLabelText('Pattern library'), 'Hex colour');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 matches'));
    expect((screen.getByLabelText('Test text') as HTMLTextAreaElement).value).toBe(
      'mine: 00000000-0000-0000-0000-000000000000',
    );
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
