import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKey } from '../platform/stored-inputs';
import { restoreForm, useSavedState, useStoredForm } from './use-stored-state';

afterEach(() => localStorage.clear());

describe('useSavedState', () => {
  it('keeps a value across mounts', () => {
    const first = renderHook(() => useSavedState('regex-json', 'text', 'start'));
    act(() => first.result.current[1]('typed'));
    first.unmount();
    expect(renderHook(() => useSavedState('regex-json', 'text', 'start')).result.current[0]).toBe('typed');
  });

  it('ignores a stored value of another type, and unreadable JSON', () => {
    localStorage.setItem(storageKey('regex-json', 'n'), '"seven"');
    expect(renderHook(() => useSavedState('regex-json', 'n', 7)).result.current[0]).toBe(7);
    localStorage.setItem(storageKey('regex-json', 'n'), '{oops');
    expect(renderHook(() => useSavedState('regex-json', 'n', 7)).result.current[0]).toBe(7);
  });

  it('does not keep a huge text', () => {
    const hook = renderHook(() => useSavedState('regex-json', 'big', ''));
    act(() => hook.result.current[1]('x'.repeat(300 * 1024)));
    expect(localStorage.getItem(storageKey('regex-json', 'big'))).toBeNull();
  });
});

describe('useStoredForm', () => {
  it('updates one field and keeps the form across mounts', () => {
    const first = renderHook(() => useStoredForm('regex-json', 'form', { name: 'a', count: 1, tags: ['x'] }));
    act(() => first.result.current[1]('name', 'b'));
    first.unmount();
    expect(
      renderHook(() => useStoredForm('regex-json', 'form', { name: 'a', count: 1, tags: ['x'] })).result
        .current[0],
    ).toEqual({ name: 'b', count: 1, tags: ['x'] });
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
