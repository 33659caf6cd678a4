import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteErrorPage } from '../components/route-error-page';
import { loadNamespaces, loadSignedInTexts, type Namespace } from '../i18n/i18n';
import { RootLayout } from './root-layout';
import { SitePageRoute } from './site-page-route';
import { loadTopBar } from './top-bar-slot';

/** A lazy screen whose texts (its i18n namespace) load together with its code. */
function screen<M>(
  namespace: Namespace | readonly Namespace[],
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  const namespaces = typeof namespace === 'string' ? [namespace] : namespace;
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: pick(module) };
  };
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
      // The public site's own pages (apps/web/landing.html, privacy.html, about.html) and the
      // sign-in screen (apps/web/login.html, src/login.tsx).
      { index: true, element: <SitePageRoute path="/" /> },
      { path: 'privacy', element: <SitePageRoute path="/privacy" /> },
      { path: 'about', element: <SitePageRoute path="/about" /> },
      { path: 'login', element: <SitePageRoute path="/login" /> },
      {
        path: 'register/:token',
        // Its birth date is the signed-in screens' DateField, calendar and all: it waits for
        // their stylesheet and texts too, so the calendar never opens unstyled or unnamed.
        lazy: async () => {
          const [route] = await Promise.all([
            screen(
              'registration',
              () => import('../features/registration/pages/employee-registration-page'),
              (m) => m.EmployeeRegistrationPage,
            )(),
            import('./signed-in-styles'),
            loadSignedInTexts(),
          ]);
          return route;
        },
      },
      {
        path: 'users/register/:token',
        lazy: screen(
          'registration',
          () => import('../features/registration/pages/user-registration-page'),
          (m) => m.UserRegistrationPage,
        ),
      },
      {
        path: 'forgot-password',
        lazy: screen(
          'registration',
          () => import('../features/registration/pages/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: 'reset-password/:token',
        lazy: screen(
          'registration',
          () => import('../features/registration/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        // The trial sign-up (beyond the specification's route table).
        path: 'aanmelden',
        lazy: screen(
          'signup',
          () => import('../features/signup/pages/signup-page'),
          (m) => m.SignupPage,
        ),
      },
      {
        // The guard and what every signed-in screen shares load only when one is opened: the
        // guard waits for their stylesheet, texts and top bar, so none of them renders unstyled,
        // without its texts or a frame before the bar.
        lazy: async () => {
          const [guard] = await Promise.all([
            import('../features/auth/components/require-auth'),
            import('./signed-in-styles'),
            loadSignedInTexts(),
            loadTopBar(),
          ]);
          return { Component: guard.RequireAuth };
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
            lazy: screen(
              ['employees', 'balances'],
              () => import('../features/employees/pages/employees-page'),
              (m) => m.EmployeesPage,
            ),
          },
          {
            path: 'settings/category-jobtitlePro',
            lazy: screen(
              'organisation',
              () => import('../features/organisation/pages/organisation-page'),
              (m) => m.OrganisationPage,
            ),
          },
          {
            path: 'settings',
            lazy: screen(
              'settings',
              () => import('../features/settings/pages/settings-page'),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: 'settings/company-management',
            lazy: async () => {
              const [page, error] = await Promise.all([
                import('../features/companies/pages/company-management-page'),
                import('../features/companies/pages/company-management-error'),
                loadNamespaces('companies'),
              ]);
              return {
                Component: page.CompanyManagementPage,
                ErrorBoundary: error.CompanyManagementError,
              };
            },
          },
          {
            path: 'settings/penaltySettings',
            lazy: screen(
              'penalty',
              () => import('../features/penalty/pages/penalty-settings-page'),
              (m) => m.PenaltySettingsPage,
            ),
          },
          {
            path: 'settings/leave-and-surcharges',
            lazy: screen(
              'pay',
              () => import('../features/pay-settings/pages/pay-settings-page'),
              (m) => m.PaySettingsPage,
            ),
          },
          {
            // The audit trail, for the owners.
            path: 'settings/audit-log',
            lazy: screen(
              'audit',
              () => import('../features/audit/pages/audit-log-page'),
              (m) => m.AuditLogPage,
            ),
          },
          {
            path: 'settings/RegistrationLinkDashboard',
            lazy: screen(
              'users',
              () => import('../features/users/pages/users-page'),
              (m) => m.UsersPage,
            ),
          },
          {
            path: 'Urencorrectie',
            lazy: screen(
              'corrections',
              () => import('../features/corrections/pages/corrections-page'),
              (m) => m.CorrectionsPage,
            ),
          },
          {
            path: 'clockin',
            lazy: screen(
              'clockin',
              () => import('../features/clock-in/pages/clock-in-page'),
              (m) => m.ClockInPage,
            ),
          },
          {
            path: 'availabilitiy',
            lazy: screen(
              'availability',
              () => import('../features/availability/pages/availability-page'),
              (m) => m.AvailabilityPage,
            ),
          },
          {
            path: 'EmployeeHoursTable',
            lazy: screen(
              'reports',
              () => import('../features/reports/pages/employee-hours-page'),
              (m) => m.EmployeeHoursPage,
            ),
          },
          {
            path: 'ExpenseCalculator',
            lazy: screen(
              'reports',
              () => import('../features/reports/pages/wage-cost-page'),
              (m) => m.WageCostPage,
            ),
          },
          {
            path: 'ReportPage',
            lazy: screen(
              ['reports', 'balances'],
              () => import('../features/reports/pages/reports-page'),
              (m) => m.ReportsPage,
            ),
          },
          {
            path: 'mijn-rooster',
            // The calendar feed's dialog speaks the roster's texts, Mijn verlof the leave's.
            lazy: screen(
              ['mine', 'roster', 'leave', 'open-shifts', 'balances'],
              () => import('../features/my-roster/pages/my-roster-page'),
              (m) => m.MyRosterPage,
            ),
          },
          {
            path: 'mijn-uren',
            lazy: screen(
              ['mine', 'balances'],
              () => import('../features/my-hours/pages/my-hours-page'),
              (m) => m.MyHoursPage,
            ),
          },
          {
            // Verlof en ziekte: leave requests to decide and sick reports (docs/screens.md).
            path: 'verlof',
            lazy: screen(
              'leave',
              () => import('../features/leave/pages/leave-page'),
              (m) => m.LeavePage,
            ),
          },
          {
            path: 'bezetting',
            lazy: screen(
              'staffing',
              () => import('../features/staffing/pages/staffing-page'),
              (m) => m.StaffingPage,
            ),
          },
          {
            // Open diensten: open shifts, claims and hand-overs (docs/open-shifts-and-swaps.md).
            path: 'open-diensten',
            lazy: screen(
              'open-shifts',
              () => import('../features/open-shifts/pages/open-shifts-page'),
              (m) => m.OpenShiftsPage,
            ),
          },
          {
            path: 'Schedulepro',
            lazy: screen(
              'roster',
              () => import('../features/roster/pages/roster-page'),
              (m) => m.RosterPage,
            ),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
