import { useLayoutEffect } from 'react';

/**
 * Sets the tab title to "<page> · Klokwerk", so tabs and screen-reader announcements differ;
 * null gives plain "Klokwerk" (the landing page). A layout effect, so the title changes in the
 * same commit as the page: a passive effect may run later, and whoever reads the title once the
 * heading shows (a screen reader, a test) would still get the previous page's.
 */
export function usePageTitle(title: string | null): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} · Klokwerk` : 'Klokwerk';
  }, [title]);
}
