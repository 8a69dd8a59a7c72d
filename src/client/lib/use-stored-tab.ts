/**
 * A dashboard's selected tab, kept in localStorage so a reload or a visit to another screen comes
 * back to it; `useUrlTab` also keeps it in the address (`?tab=`), so Back and Forward step between
 * tabs and a link opens one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

function readStoredValue(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeTab(storageKey: string, tab: string): void {
  try {
    localStorage.setItem(storageKey, tab);
  } catch {
    // Storage unavailable: the tab is remembered for this visit only.
  }
}

/** The stored tab when it is one of `tabs`, else `fallback`. */
export function readStoredTab<TTab extends string>(storageKey: string, tabs: readonly TTab[], fallback: TTab): TTab {
  const stored = readStoredValue(storageKey);
  return tabs.find((value) => value === stored) ?? fallback;
}

/** The `?tab=` of an address when it is one of `tabs`, else null. */
export function readUrlTab<TTab extends string>(searchParams: URLSearchParams, tabs: readonly TTab[]): TTab | null {
  const value = searchParams.get('tab');
  return tabs.find((tab) => tab === value) ?? null;
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
      storeTab(storageKey, next);
    },
    [storageKey, tabs],
  );

  return [tab, changeTab];
}

/**
 * The tab the address names, else `readOpeningTab()`, read once when the screen opens (an address
 * without `?tab=`, as a plain /employer, keeps showing what it showed, also when Back returns to it).
 * Changing tab adds a history entry with only `?tab=`, so what belonged to the old tab (an open job)
 * stays behind with it. The tab in the address is also remembered for the next plain visit.
 */
export function useUrlTab<TTab extends string>(
  storageKey: string,
  tabs: readonly TTab[],
  readOpeningTab: () => TTab,
): [tab: TTab, changeTab: (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [openingTab] = useState(readOpeningTab);
  const urlTab = readUrlTab(searchParams, tabs);
  const tab = urlTab ?? openingTab;
  // Radix tabs report one click twice (press, then focus) and a click on the open tab too: one history entry per real change.
  const latestTab = useRef(tab);

  useEffect(() => {
    latestTab.current = tab;
    if (urlTab) storeTab(storageKey, urlTab);
  }, [storageKey, tab, urlTab]);

  const changeTab = useCallback(
    (value: string) => {
      const next = tabs.find((candidate) => candidate === value);
      if (!next || next === latestTab.current) return;
      latestTab.current = next;
      // Stored now, not after the render: a screen left at once (a finished builder opening the resume) still comes back here.
      storeTab(storageKey, next);
      setSearchParams({ tab: next });
    },
    [storageKey, tabs, setSearchParams],
  );

  return [tab, changeTab];
}
