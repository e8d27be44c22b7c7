import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import { fieldError } from '../../testing/field-error';
import { renderPage } from '../../testing/render-page';
import DiffPage from './diff-page';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const page = () => renderPage(DiffPage);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const compare = () => fireEvent.click(screen.getByRole('button', { name: /Compare/ }));
const sideBySide = () => screen.findByRole('table', { name: 'Side by side diff' }, { timeout: 10_000 });

describe('Diff page', () => {
  it('shows the sample side by side with the changed words marked, and a unified diff', async () => {
    page();
    compare();
    const table = await sideBySide();
    expect([...table.querySelectorAll('del')].map((node) => node.textContent)).toContain('" + ');
    expect([...table.querySelectorAll('ins')].map((node) => node.textContent)).toContain(': string');
    expect(screen.getByText('2 lines added, 3 removed.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Unified' }), { button: 0 });
    const unified = await screen.findByRole('region', { name: 'changes.diff' });
    expect(unified.textContent).toMatch(
      /^--- Original\n\+\+\+ Changed\n@@ -1,5 \+1,4 @@\n-export function greet\(name\) \{\n/,
    );
  });

  it('compares JSON by value: key order aside, a change list and an RFC 6902 patch', async () => {
    page();
    type('Original', '{"name": "api", "port": 80, "tags": ["a"]}');
    type('Changed', '{"tags": ["a", "b"], "port": 8080, "name": "api"}');
    fireEvent.change(screen.getByLabelText('Compare as'), { target: { value: 'json' } });
    compare();
    const changes = await screen.findByRole('table', { name: 'JSON changes' }, { timeout: 10_000 });
    expect(
      within(changes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ChangePathBeforeAfter', 'Changed/port808080', 'Added/tags/1"b"']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'JSON Patch' }), { button: 0 });
    const patch = await screen.findByRole('region', { name: 'patch.json' });
    expect(JSON.parse(patch.textContent ?? '')).toEqual([
      { op: 'replace', path: '/port', value: 8080 },
      { op: 'add', path: '/tags/1', value: 'b' },
    ]);
  });

  it('says under the text at fault where bad JSON is wrong, and keeps what was typed', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    type('Original', '{"a": 1}');
    type('Changed', '{"a": 1,}');
    fireEvent.change(screen.getByLabelText('Compare as'), { target: { value: 'json' } });
    compare();
    await vi.waitFor(
      () =>
        expect(fieldError('Changed')).toBe(
          'Changed: Invalid JSON string: Expected a property name in double quotes at line 1, column 9.',
        ),
      { timeout: 10_000 },
    );
    expect(fieldError('Original')).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Changed') as HTMLTextAreaElement).value).toBe('{"a": 1,}');
  });

  it('keeps both texts for the signed-in user and swaps them', () => {
    page();
    type('Original', 'left');
    type('Changed', 'right');
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect((screen.getByLabelText('Original') as HTMLTextAreaElement).value).toBe('right');
    expect(JSON.parse(localStorage.getItem(storageKey('diff', 'form')) ?? '{}')).toMatchObject({
      a: 'right',
      b: 'left',
    });
  });
});
