import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStorageUser, storageKey } from '../platform/stored-inputs';
import { restoreForm, useSavedState, useStoredForm } from './use-stored-state';

afterEach(() => {
  localStorage.clear();
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('useSavedState', () => {
  it('keeps a value across mounts', () => {
    const first = renderHook(() => useSavedState('regex-json', 'text', 'start'));
    act(() => first.result.current[1]('typed'));
    first.unmount();
    expect(renderHook(() => useSavedState('regex-json', 'text', 'start')).result.current[0]).toBe('typed');
  });

  it("writes a change a render after the change's own, so a pasted megabyte is kept outside the paste's task", () => {
    const key = storageKey('regex-json', 'text');
    const hook = renderHook(() => useSavedState('regex-json', 'text', 'start'));
    act(() => {
      // A paste is a discrete event: React renders it, and runs that render's effects, before the event returns.
      flushSync(() => hook.result.current[1]('typed'));
      expect(hook.result.current[0]).toBe('typed');
      expect(localStorage.getItem(key)).toBe('"start"');
    });
    expect(localStorage.getItem(key)).toBe('"typed"');
  });

  it('keeps a change whose own later render never came: the page unmounted, or the tab hidden or closed', () => {
    const key = storageKey('regex-json', 'text');
    const hook = renderHook(() => useSavedState('regex-json', 'text', 'start'));
    act(() => {
      flushSync(() => hook.result.current[1]('typed then left'));
      hook.unmount();
      expect(localStorage.getItem(key)).toBe('"typed then left"');
    });
    const open = renderHook(() => useSavedState('regex-json', 'text', 'start'));
    act(() => {
      flushSync(() => open.result.current[1]('typed then closed'));
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(key)).toBe('"typed then closed"');
    });
  });

  it('leaves alone what someone else wrote since its last write (a preset applied, the inputs cleared)', () => {
    const key = storageKey('regex-json', 'text');
    const hook = renderHook(() => useSavedState('regex-json', 'text', 'start'));
    act(() => {
      flushSync(() => hook.result.current[1]('typed'));
      localStorage.setItem(key, '"from a preset"');
      hook.unmount();
    });
    expect(localStorage.getItem(key)).toBe('"from a preset"');
  });

  it("never writes a page's input under the next user's key when the user changes while it is open", () => {
    setStorageUser('alice');
    const page = renderHook(() => useSavedState('regex-json', 'pattern', ''));
    act(() => page.result.current[1]('alices-pattern'));
    const alicesKey = storageKey('regex-json', 'pattern');
    setStorageUser(null);
    page.rerender();
    expect(localStorage.getItem(storageKey('regex-json', 'pattern'))).toBeNull();
    expect(localStorage.getItem(alicesKey)).toBe('"alices-pattern"');
    page.unmount();
  });

  it('ignores a stored value of another type, and unreadable JSON', () => {
    localStorage.setItem(storageKey('color-palette', 'pair'), '"seven"');
    expect(renderHook(() => useSavedState('color-palette', 'pair', 7)).result.current[0]).toBe(7);
    localStorage.setItem(storageKey('color-palette', 'pair'), '{oops');
    expect(renderHook(() => useSavedState('color-palette', 'pair', 7)).result.current[0]).toBe(7);
  });

  it('keeps a huge text out of localStorage (it goes to IndexedDB: e2e/tests/large-inputs.spec.ts)', () => {
    const hook = renderHook(() => useSavedState('regex-json', 'json', ''));
    act(() => hook.result.current[1]('x'.repeat(300 * 1024)));
    expect(localStorage.getItem(storageKey('regex-json', 'json'))?.length ?? 0).toBeLessThan(100);
  });

  it('says once, keeping the text, that a huge input will not survive a reload when IndexedDB refuses it', async () => {
    // A browser whose IndexedDB opens but refuses every write (quota full, a private window's).
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const db = { transaction: () => ({ objectStore: () => ({ put: refuse, get: refuse, delete: refuse }) }) };
    vi.stubGlobal('indexedDB', {
      open: () => {
        const request = { result: db } as { result: unknown; onsuccess?: () => void };
        queueMicrotask(() => request.onsuccess?.());
        return request;
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <>
        {children}
        <Toaster />
      </>
    );
    // Not the field above's: the page says it once a visit for each field. What the field held before is kept.
    const key = storageKey('regex-json', 'text');
    localStorage.setItem(key, '"before"');
    const hook = renderHook(() => useSavedState('regex-json', 'text', ''), { wrapper });
    expect(hook.result.current[0]).toBe('before');
    const huge = 'x'.repeat(300 * 1024);
    act(() => hook.result.current[1](huge));
    expect(await screen.findByText('This input will not be kept after a reload')).toBeTruthy();
    expect(screen.getByText(/over 256 KB.*refused to keep it/)).toBeTruthy();
    act(() => hook.result.current[1](`${huge}y`));
    // The key keeps the value before the huge text, never a marker with nothing behind it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem(key)).toBe('"before"');
    expect(screen.getAllByText('This input will not be kept after a reload')).toHaveLength(1);
    expect(hook.result.current[0]).toBe(`${huge}y`);
  });

  it("takes only a field of the tool's preset shape, of a kind it holds (a type check)", () => {
    const keep = () => {
      // @ts-expect-error: regex-json's presets hold no field "n"
      useSavedState('regex-json', 'n', 7);
      // @ts-expect-error: regex-json's "text" is text, not a number
      useSavedState('regex-json', 'text', 7);
      // @ts-expect-error: og-generator's presets hold no field "unknown"
      useStoredForm('og-generator', 'form', { title: '', unknown: 1 });
      // @ts-expect-error: og-generator's "logoOpacity" is a number
      useStoredForm('og-generator', 'form', { title: '', logoOpacity: 'high' });
    };
    expect(keep).toBeTypeOf('function');
  });
});

describe('useStoredForm', () => {
  it('updates one field and keeps the form across mounts', () => {
    const form = { title: 'a', logoOpacity: 1, size: ['x'] };
    const first = renderHook(() => useStoredForm('og-generator', 'form', form));
    act(() => first.result.current[1]('title', 'b'));
    first.unmount();
    expect(renderHook(() => useStoredForm('og-generator', 'form', form)).result.current[0]).toEqual({
      title: 'b',
      logoOpacity: 1,
      size: ['x'],
    });
  });

  it.each([
    [null, { a: 'd', n: 1, l: [] }],
    [
      { a: 5, n: 'x', l: 'no', extra: true },
      { a: 'd', n: 1, l: [] },
    ],
    [
      { a: 'kept', n: 2, l: ['y'] },
      { a: 'kept', n: 2, l: ['y'] },
    ],
  ])('restores %j as %j', (stored, expected) => {
    expect(restoreForm(stored, { a: 'd', n: 1, l: [] as string[] })).toEqual(expected);
  });

  it('drops a stored choice that is no longer offered', () => {
    const defaults = { theme: 'dark', title: '' };
    const choices = { theme: ['dark', 'light'] };
    expect(restoreForm({ theme: 'neon', title: 'kept' }, defaults, choices)).toEqual({
      theme: 'dark',
      title: 'kept',
    });
    expect(restoreForm({ theme: 'light' }, defaults, choices).theme).toBe('light');
  });
});
