/**
 * A dashboard's selected tab, kept in the address (`?tab=`) so Back, Forward and a reload return to
 * it and a link opens one, and in localStorage so a plain visit to the screen comes back to it.
 */
import { useCallback, useEffect, useRef } from 'react';
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

/**
 * The tab the address names (`?tab=`). An address without one (a plain /employer, a link naming only
 * a sub-state) shows `readOpeningTab()` and gets that tab written in, replacing the entry, so the
 * address always names what is shown and Back leaves the screen instead of stepping onto a bare copy.
 * Changing tab adds a history entry with only `?tab=`, so what belonged to the old tab (an open job)
 * stays behind with it. The tab in the address is also remembered for the next plain visit.
 */
export function useUrlTab<TTab extends string>(
  storageKey: string,
  tabs: readonly TTab[],
  readOpeningTab: () => TTab,
): [tab: TTab, changeTab: (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlTab = readUrlTab(searchParams, tabs);
  // Read again for each bare address: a header link back to the screen opens the tab last seen.
  const tab = urlTab ?? readOpeningTab();
  // Radix tabs report one click twice (press, then focus) and a click on the open tab too: one history entry per real change.
  const latestTab = useRef(tab);

  useEffect(() => {
    latestTab.current = tab;
    if (urlTab) {
      storeTab(storageKey, urlTab);
      return;
    }
    setSearchParams(
      (params) => {
        params.set('tab', tab);
        return params;
      },
      { replace: true },
    );
  }, [storageKey, tab, urlTab, setSearchParams]);
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
