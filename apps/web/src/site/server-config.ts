import type { AppConfig } from '@klokwerk/contract/app-config';

let pending: Promise<AppConfig | null> | null = null;

/**
 * GET /api/config, asked once per page and only when something needs it (purchase links, or
 * analytics after consent). The contract is imported for its type only: zod stays out of the
 * public pages. Unreachable or refused, the pages carry on without purchase links or analytics.
 */
export function serverConfig(): Promise<AppConfig | null> {
  pending ??= fetch('/api/config', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<AppConfig>) : null))
    .catch(() => null);
  return pending;
}
