import { useCallback, useSyncExternalStore } from 'react';

type TTheme = 'light' | 'dark';
const THEME_STORAGE_KEY = 'theme';

function readTheme(): TTheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/** The current theme (set before paint by public/theme-init.js) and a toggle that remembers it. */
export function useTheme(): { theme: TTheme; toggleTheme: () => void } {
  const theme = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readTheme);
  const toggleTheme = useCallback(() => {
    const next: TTheme = readTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { theme, toggleTheme };
}
