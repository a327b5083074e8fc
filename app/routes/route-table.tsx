import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../features/guards/require-role';
import { HomePage } from './home/home-page';
import { NotBuiltPage } from './not-built-page';
import { NotFoundPage } from './not-found-page';

// Only the home pages are in the first load; every other page is its own chunk (design.md section 6).
const LoginPage = lazy(() => import('./account/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./account/register-page').then((m) => ({ default: m.RegisterPage })));
const ProfilePage = lazy(() => import('./account/profile-page').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('./account/settings-page').then((m) => ({ default: m.SettingsPage })));
const GuidesPage = lazy(() => import('./info/guides-page').then((m) => ({ default: m.GuidesPage })));
const GdprPage = lazy(() => import('./info/gdpr-page').then((m) => ({ default: m.GdprPage })));
const AccessibilityPage = lazy(() => import('./info/accessibility-page').then((m) => ({ default: m.AccessibilityPage })));
const TestingPage = lazy(() => import('./testing-page').then((m) => ({ default: m.TestingPage })));

/** A page behind the role guard of spec section 6, with the address a visitor without the role is sent to. */
function guarded(path: string, requires: 'user' | 'staff', redirectTo: string, page: ReactElement): RouteObject {
  return {
    path,
    element: (
      <RequireRole requires={requires} redirectTo={redirectTo}>
        {page}
      </RequireRole>
    ),
  };
}

/** Every route of spec section 2. Screens that a later issue builds say so on the page. */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage variant="general" /> },
  { path: 'wlb', element: <HomePage variant="wlb" /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  guarded('topic-select', 'user', '/', <NotBuiltPage titleKey="PAGES.TOPIC_SELECT" />),
  guarded('wlb/topic-select', 'user', '/wlb', <NotBuiltPage titleKey="PAGES.TOPIC_SELECT" />),
  { path: 'questionnaire', element: <NotBuiltPage titleKey="PAGES.QUESTIONNAIRE" /> },
  { path: 'wlb/questionnaire', element: <NotBuiltPage titleKey="PAGES.QUESTIONNAIRE" /> },
  guarded('result', 'user', '/', <NotBuiltPage titleKey="PAGES.RESULT" />),
  guarded('wlb/result', 'user', '/wlb', <NotBuiltPage titleKey="PAGES.RESULT" />),
  guarded('profile', 'user', '/login', <ProfilePage />),
  guarded('settings', 'user', '/login', <SettingsPage />),
  guarded('history', 'user', '/', <NotBuiltPage titleKey="PAGES.HISTORY" />),
  { path: 'guides', element: <GuidesPage /> },
  { path: 'gdpr', element: <GdprPage /> },
  { path: 'accessibility', element: <AccessibilityPage /> },
  guarded('export', 'staff', '/login', <NotBuiltPage titleKey="PAGES.EXPORT" />),
  guarded('padmin', 'staff', '/', <NotBuiltPage titleKey="PAGES.PADMIN" />),
  guarded('padmin/new', 'staff', '/', <NotBuiltPage titleKey="PAGES.QUESTION_EDITOR" />),
  { path: 'testing', element: <TestingPage /> },
  { path: '*', element: <NotFoundPage /> },
];
