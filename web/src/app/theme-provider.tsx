import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  type ResolvedTheme,
  readTheme,
  resolveTheme,
  type ThemePreference,
  toggledTheme,
  writeTheme,
} from './theme';
import { useMediaQuery } from './use-media-query';

interface ThemeValue {
  theme: ThemePreference;
  resolved: ResolvedTheme;
  setTheme(theme: ThemePreference): void;
  toggleTheme(): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemePreference>(() => readTheme(safeLocalStorage()));
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolved = resolveTheme(theme, systemDark);

  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
  }, [resolved]);

  const setTheme = useCallback((next: ThemePreference) => {
    writeTheme(safeLocalStorage(), next);
    setThemeState(next);
  }, []);
  const toggleTheme = useCallback(() => setTheme(toggledTheme(resolved)), [resolved, setTheme]);

  const value = useMemo(
    () => ({ theme, resolved, setTheme, toggleTheme }),
    [theme, resolved, setTheme, toggleTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a ThemeProvider');
  return value;
}

/** The page's theme for what draws its own colours (a diagram); light where no provider is mounted (tests). */
export function useResolvedTheme(): ResolvedTheme {
  return useContext(ThemeContext)?.resolved ?? 'light';
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
