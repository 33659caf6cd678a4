import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteErrorPage } from '../components/route-error-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import type { PageKey } from './placeholder-route';
import { RootLayout } from './root-layout';

type Area = 'guarded' | 'public';

/** Routes of the table (spec part 2 §2) whose screens are still to come. */
const PLACEHOLDERS: ReadonlyArray<{ path: string; page: PageKey; area: Area }> = [
  { path: 'register/:token', page: 'register', area: 'public' },
  { path: 'users/register/:token', page: 'register', area: 'public' },
  { path: 'forgot-password', page: 'forgotPassword', area: 'public' },
  { path: 'reset-password/:token', page: 'resetPassword', area: 'public' },
  { path: 'privacy', page: 'privacy', area: 'public' },
  { path: 'about', page: 'about', area: 'public' },
  { path: 'clockin', page: 'clockIn', area: 'guarded' },
  { path: 'employerdashboard', page: 'employees', area: 'guarded' },
  { path: 'EmployeeHoursTable', page: 'employeeHours', area: 'guarded' },
  { path: 'ExpenseCalculator', page: 'wageCost', area: 'guarded' },
  { path: 'Urencorrectie', page: 'corrections', area: 'guarded' },
  { path: 'Schedulepro', page: 'schedule', area: 'guarded' },
  { path: 'ReportPage', page: 'reports', area: 'guarded' },
  { path: 'settings', page: 'settings', area: 'guarded' },
  { path: 'settings/category-jobtitlePro', page: 'organisation', area: 'guarded' },
  { path: 'settings/company-management', page: 'companies', area: 'guarded' },
  { path: 'settings/RegistrationLinkDashboard', page: 'registrationLinks', area: 'guarded' },
  { path: 'settings/penaltySettings', page: 'penalty', area: 'guarded' },
  { path: 'availabilitiy', page: 'availability', area: 'guarded' },
];

function placeholders(area: Area): RouteObject[] {
  return PLACEHOLDERS.filter((p) => p.area === area).map(({ path, page }) => ({
    path,
    lazy: async () => {
      const { PlaceholderRoute } = await import('./placeholder-route');
      return { element: <PlaceholderRoute page={page} area={area} /> };
    },
  }));
}

/**
 * The app's routes. Paths match without regard to case (react-router's default, `caseSensitive`
 * is never set): the tiles link to /ClockIn while the table says /clockin.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/landing/pages/landing-page')).LandingPage,
        }),
      },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/login-page')).LoginPage,
        }),
      },
      ...placeholders('public'),
      {
        // The guard waits for the signed-in screens' stylesheet, so none of them renders unstyled.
        lazy: async () => {
          await import('./signed-in-styles');
          return { Component: RequireAuth };
        },
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
            }),
          },
          ...placeholders('guarded'),
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
