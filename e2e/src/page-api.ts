import type { Page } from 'playwright-core';

/** What a call made from the page answered: its status, the replay header and its JSON body. */
export interface PageAnswer<T> {
  status: number;
  /** The `idempotent-replayed` header: 'true' when the server answered a tap it had seen. */
  replayed: string | null;
  body: T;
}

/**
 * A call of the API with the signed-in user's token and tenant, as the web app makes it.
 * `{companyId}` in the path, or as a value in the body, becomes the user's company.
 */
export function callApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<PageAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('authToken') ?? localStorage.getItem('authToken') ?? '';
      const claims = JSON.parse(
        atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
      );
      const companyId = String(claims.companyId);
      const response = await fetch(`/api${path.replace('{companyId}', companyId)}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Tenant-ID': claims.tenantId,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body:
          body === undefined
            ? undefined
            : JSON.stringify(body).replaceAll('"{companyId}"', companyId),
      });
      return {
        status: response.status,
        replayed: response.headers.get('idempotent-replayed'),
        body: await response.json(),
      };
    },
    { method, path, body },
  );
}
