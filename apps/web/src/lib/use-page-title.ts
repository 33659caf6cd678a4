import { useEffect } from 'react';

/**
 * Sets the tab title to "<page> · Klokwerk", so tabs and screen-reader announcements differ;
 * null gives plain "Klokwerk" (the landing page).
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Klokwerk` : 'Klokwerk';
  }, [title]);
}
