import { render } from '@testing-library/react';
// From 'react-router', not 'react-router/dom': under vitest's Node resolution the two entry
// points can load separate copies of the router context.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

/**
 * Renders the whole app (real routes, guard, providers) at `path`, which may carry a query
 * (`/register/abc?tenant=x`), as a browser would.
 */
export function renderApp(path: string, state?: unknown) {
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
