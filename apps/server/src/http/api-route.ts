/**
 * Is this path under /api? The guard protects exactly these; the static web answers every
 * other path (its SPA fallback never answers an /api path with the app's page).
 */
export function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}
