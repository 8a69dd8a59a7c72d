import { useEffect } from 'react';

const SITE_NAME = 'DevMatch';

/** The browser tab's title for a screen: 'Find Candidates · DevMatch'. */
export function formatScreenTitle(screen: string): string {
  return `${screen} · ${SITE_NAME}`;
}

/**
 * Sets the browser tab's title while the calling screen is shown, and puts back the one before it
 * when the screen goes (the landing page keeps index.html's title). `null` leaves the title alone,
 * for a screen whose title waits on data.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);
}

/** `useDocumentTitle` for a screen named `screen`: 'My Dashboard' shows as 'My Dashboard · DevMatch'. */
export function useScreenTitle(screen: string): void {
  useDocumentTitle(formatScreenTitle(screen));
}
