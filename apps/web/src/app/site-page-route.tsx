import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { hardNavigate } from '../lib/hard-navigate';

/**
 * `/`, `/privacy`, `/about` (the public site's static pages, apps/web/landing.html and the like)
 * and `/login` (the sign-in screen, apps/web/login.html) are pages of their own, which the server
 * serves itself. The app gets here only through a client-side link or redirect to one of them
 * (any path case, e.g. /Privacy; the guard's /login?from=…) or when a service worker from before
 * those pages hands it the app: a full page load fetches the real page, with the address's query
 * and fragment, in place of the entry the router has just made. On the app's very first location
 * the server has sent the app for this path already, so it shows the 404 instead of reloading
 * forever.
 */
export function SitePageRoute({ path }: { path: string }) {
  const location = useLocation();
  const firstLocation = location.key === 'default';
  const target = `${path}${location.search}${location.hash}`;
  useEffect(() => {
    if (!firstLocation) hardNavigate(target, { replace: true });
  }, [firstLocation, target]);
  return firstLocation ? <NotFoundPage /> : <PageLoader />;
}
