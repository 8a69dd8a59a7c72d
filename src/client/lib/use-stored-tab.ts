/**
 * A dashboard's selected tab, kept in localStorage so a reload or a visit to another screen comes
 * back to it.
 */
import { useCallback, useState } from 'react';

function readStoredValue(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The stored tab when it is one of `tabs`, else `fallback`. */
export function readStoredTab<TTab extends string>(storageKey: string, tabs: readonly TTab[], fallback: TTab): TTab {
  const stored = readStoredValue(storageKey);
  return tabs.find((value) => value === stored) ?? fallback;
}

export function useStoredTab<TTab extends string>(
  storageKey: string,
  tabs: readonly TTab[],
  fallback: TTab,
): [tab: TTab, changeTab: (value: string) => void] {
  const [tab, setTab] = useState<TTab>(() => readStoredTab(storageKey, tabs, fallback));

  const changeTab = useCallback(
    (value: string) => {
      const next = tabs.find((candidate) => candidate === value);
      if (!next) return;
      setTab(next);
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Storage unavailable: the tab is remembered for this visit only.
      }
    },
    [storageKey, tabs],
  );

  return [tab, changeTab];
}
