export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** Also read by the inline script in index.html; keep both in step. */
export const themeStorageKey = 'dev-toolbox-theme';

const preferences: readonly string[] = ['light', 'dark', 'system'];

export function readTheme(storage: Pick<Storage, 'getItem'> | undefined): ThemePreference {
  try {
    const value = storage?.getItem(themeStorageKey);
    return value && preferences.includes(value) ? (value as ThemePreference) : 'system';
  } catch {
    return 'system';
  }
}

export function writeTheme(storage: Pick<Storage, 'setItem'> | undefined, theme: ThemePreference): void {
  try {
    storage?.setItem(themeStorageKey, theme);
  } catch {
    // Storage can be full or blocked (private mode); the theme then lasts for this visit only.
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** The toggle flips what the user currently sees, and from then on the choice is explicit. */
export function toggledTheme(current: ResolvedTheme): ResolvedTheme {
  return current === 'dark' ? 'light' : 'dark';
}
