import { describe, expect, it } from 'vitest';
import { readTheme, resolveTheme, themeStorageKey, toggledTheme, writeTheme } from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('theme storage', () => {
  it('uses the product key', () => {
    expect(themeStorageKey).toBe('dev-toolbox-theme');
  });

  it.each([
    [{}, 'system'],
    [{ 'dev-toolbox-theme': 'dark' }, 'dark'],
    [{ 'dev-toolbox-theme': 'light' }, 'light'],
    [{ 'dev-toolbox-theme': 'system' }, 'system'],
    [{ 'dev-toolbox-theme': 'purple' }, 'system'],
  ])('reads %j as %s', (stored, expected) => {
    expect(readTheme(memoryStorage(stored))).toBe(expected);
  });

  it('writes the preference and reads it back', () => {
    const storage = memoryStorage();
    writeTheme(storage, 'dark');
    expect(storage.values.get('dev-toolbox-theme')).toBe('dark');
    expect(readTheme(storage)).toBe('dark');
  });

  it('survives storage that throws (blocked or full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readTheme(broken)).toBe('system');
    expect(() => writeTheme(broken, 'light')).not.toThrow();
    expect(readTheme(undefined)).toBe('system');
  });

  it('works with the real localStorage', () => {
    writeTheme(localStorage, 'light');
    expect(localStorage.getItem('dev-toolbox-theme')).toBe('light');
  });
});

describe('resolveTheme and toggledTheme', () => {
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with system dark=%s resolves to %s', (preference, systemDark, resolved) => {
    expect(resolveTheme(preference, systemDark)).toBe(resolved);
  });

  it('toggles between light and dark', () => {
    expect(toggledTheme('light')).toBe('dark');
    expect(toggledTheme('dark')).toBe('light');
  });
});
