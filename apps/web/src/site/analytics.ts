/**
 * Google Analytics (gtag.js) with the operator's measurement id (ANALYTICS_ID), loaded only
 * after the visitor allows analytical cookies (docs/screens.md#public-site). The server's CSP admits
 * Google's hosts on the public pages only when an id is configured.
 */
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function disableFlag(id: string): string {
  return `ga-disable-${id}`;
}

function setDisabled(id: string, disabled: boolean): void {
  (window as unknown as Record<string, unknown>)[disableFlag(id)] = disabled;
}

/** Adds the gtag.js script once per page; a failure to load is only logged. */
export function loadAnalytics(id: string, doc: Document = document): void {
  setDisabled(id, false);
  if (doc.querySelector(`script[src^="${GTAG_URL}"]`)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the queue as Arguments objects, not arrays.
    // biome-ignore lint/complexity/noArguments: the queue format gtag.js expects
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
  script.addEventListener('error', () => console.warn('Analytics kon niet worden geladen.'));
  doc.head.append(script);
}

/**
 * Consent withdrawn: gtag's own opt-out flag stops further hits on this page, and its
 * cookies (_ga, _ga_<id>) go, on every domain level they may have been set for.
 */
export function stopAnalytics(id: string, doc: Document = document): void {
  setDisabled(id, true);
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid');
  const labels = doc.location.hostname.split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.'));
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}
