import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolPage } from './tool-page';
import { useSavedState } from './use-stored-state';

const copied: string[] = [];
Object.defineProperty(navigator, 'clipboard', {
  configurable: true,
  value: { writeText: async (text: string) => void copied.push(text) },
});

afterEach(() => {
  cleanup();
  copied.length = 0;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the tool header's Page link", () => {
  it("copies the page's URL with its inputs", async () => {
    window.history.replaceState(null, '', '/regex-json');
    renderHook(() => useSavedState('regex-json', 'pattern', '\\d+'));
    render(<ToolPage toolId="regex-json" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Page link' })));
    expect(copied).toEqual([`${window.location.origin}/regex-json?pattern=%5Cd%2B`]);
    expect(screen.getByRole('status').textContent).toBe('Link copied: it opens this page with these inputs.');
  });

  it('says which input was too large to go with it', async () => {
    window.history.replaceState(null, '', '/regex-json');
    const json = renderHook(() => useSavedState('regex-json', 'json', ''));
    act(() => json.result.current[1](`"${'x'.repeat(3000)}"`));
    render(<ToolPage toolId="regex-json" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Page link' })));
    expect(copied).toEqual([`${window.location.origin}/regex-json`]);
    expect(screen.getByRole('status').textContent).toBe(
      'Link copied without "json": too large to put in a link (over 2000 characters).',
    );
  });

  it("shows what a link's bad values were, with the page", () => {
    window.history.replaceState(null, '', '/regex-json?sort-keys=maybe');
    renderHook(() => useSavedState('regex-json', 'sort-keys', false));
    render(<ToolPage toolId="regex-json" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This link\'s "sort-keys" must be true or false, so it was left out.',
    );
  });
});
