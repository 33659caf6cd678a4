import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { hardNavigate } from '../lib/hard-navigate';

/**
 * `/`, `/privacy` and `/about` are the public site's static pages (apps/web/landing.html and
 * the like), which the server serves itself. The app gets here only through a client-side link
 * to one of them (any path case, e.g. /Privacy) or when a service worker from before those pages
 * hands it the app: a full page load fetches the real page. On the app's very first location
 * the server has sent the app for this path already, so it shows the 404 instead of reloading
 * forever.
 */
export function SitePageRoute({ path }: { path: string }) {
  const location = useLocation();
  const firstLocation = location.key === 'default';
  useEffect(() => {
    if (!firstLocation) hardNavigate(path);
  }, [firstLocation, path]);
  return firstLocation ? <NotFoundPage /> : <PageLoader />;
}
