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
  { path: 'forgot-password', page: 'forgotPassword', area: 'public' },
  { path: 'reset-password/:token', page: 'resetPassword', area: 'public' },
  { path: 'privacy', page: 'privacy', area: 'public' },
  { path: 'about', page: 'about', area: 'public' },
  { path: 'clockin', page: 'clockIn', area: 'guarded' },
  { path: 'EmployeeHoursTable', page: 'employeeHours', area: 'guarded' },
  { path: 'ExpenseCalculator', page: 'wageCost', area: 'guarded' },
  { path: 'Urencorrectie', page: 'corrections', area: 'guarded' },
  { path: 'Schedulepro', page: 'schedule', area: 'guarded' },
  { path: 'ReportPage', page: 'reports', area: 'guarded' },
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
      {
        path: 'register/:token',
        lazy: async () => ({
          Component: (await import('../features/registration/pages/employee-registration-page'))
            .EmployeeRegistrationPage,
        }),
      },
      {
        path: 'users/register/:token',
        lazy: async () => ({
          Component: (await import('../features/registration/pages/user-registration-page'))
            .UserRegistrationPage,
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
          {
            path: 'employerdashboard',
            lazy: async () => ({
              Component: (await import('../features/employees/pages/employees-page')).EmployeesPage,
            }),
          },
          {
            path: 'settings/category-jobtitlePro',
            lazy: async () => ({
              Component: (await import('../features/organisation/pages/organisation-page'))
                .OrganisationPage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/settings-page')).SettingsPage,
            }),
          },
          {
            path: 'settings/company-management',
            lazy: async () => {
              const [page, error] = await Promise.all([
                import('../features/companies/pages/company-management-page'),
                import('../features/companies/pages/company-management-error'),
              ]);
              return {
                Component: page.CompanyManagementPage,
                ErrorBoundary: error.CompanyManagementError,
              };
            },
          },
          {
            path: 'settings/penaltySettings',
            lazy: async () => ({
              Component: (await import('../features/penalty/pages/penalty-settings-page'))
                .PenaltySettingsPage,
            }),
          },
          {
            path: 'settings/RegistrationLinkDashboard',
            lazy: async () => ({
              Component: (await import('../features/users/pages/users-page')).UsersPage,
            }),
          },
          ...placeholders('guarded'),
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
