import type { RouteObject } from 'react-router';
import { RequireRole } from '../features/guards/require-role';
import { LoginPage } from './account/login-page';
import { ProfilePage } from './account/profile-page';
import { RegisterPage } from './account/register-page';
import { SettingsPage } from './account/settings-page';
import { HomePage } from './home/home-page';
import { AccessibilityPage } from './info/accessibility-page';
import { GdprPage } from './info/gdpr-page';
import { GuidesPage } from './info/guides-page';
import { NotBuiltPage } from './not-built-page';
import { NotFoundPage } from './not-found-page';
import { TestingPage } from './testing-page';

/** Every route of spec section 2. Screens that a later issue builds say so on the page. */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage variant="general" /> },
  { path: 'wlb', element: <HomePage variant="wlb" /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  {
    path: 'topic-select',
    element: (
      <RequireRole requires="user" redirectTo="/">
        <NotBuiltPage titleKey="PAGES.TOPIC_SELECT" />
      </RequireRole>
    ),
  },
  {
    path: 'wlb/topic-select',
    element: (
      <RequireRole requires="user" redirectTo="/wlb">
        <NotBuiltPage titleKey="PAGES.TOPIC_SELECT" />
      </RequireRole>
    ),
  },
  { path: 'questionnaire', element: <NotBuiltPage titleKey="PAGES.QUESTIONNAIRE" /> },
  { path: 'wlb/questionnaire', element: <NotBuiltPage titleKey="PAGES.QUESTIONNAIRE" /> },
  {
    path: 'result',
    element: (
      <RequireRole requires="user" redirectTo="/">
        <NotBuiltPage titleKey="PAGES.RESULT" />
      </RequireRole>
    ),
  },
  {
    path: 'wlb/result',
    element: (
      <RequireRole requires="user" redirectTo="/wlb">
        <NotBuiltPage titleKey="PAGES.RESULT" />
      </RequireRole>
    ),
  },
  {
    path: 'profile',
    element: (
      <RequireRole requires="user" redirectTo="/login">
        <ProfilePage />
      </RequireRole>
    ),
  },
  {
    path: 'settings',
    element: (
      <RequireRole requires="user" redirectTo="/login">
        <SettingsPage />
      </RequireRole>
    ),
  },
  {
    path: 'history',
    element: (
      <RequireRole requires="user" redirectTo="/">
        <NotBuiltPage titleKey="PAGES.HISTORY" />
      </RequireRole>
    ),
  },
  { path: 'guides', element: <GuidesPage /> },
  { path: 'gdpr', element: <GdprPage /> },
  { path: 'accessibility', element: <AccessibilityPage /> },
  {
    path: 'export',
    element: (
      <RequireRole requires="staff" redirectTo="/login">
        <NotBuiltPage titleKey="PAGES.EXPORT" />
      </RequireRole>
    ),
  },
  {
    path: 'padmin',
    element: (
      <RequireRole requires="staff" redirectTo="/">
        <NotBuiltPage titleKey="PAGES.PADMIN" />
      </RequireRole>
    ),
  },
  {
    path: 'padmin/new',
    element: (
      <RequireRole requires="staff" redirectTo="/">
        <NotBuiltPage titleKey="PAGES.QUESTION_EDITOR" />
      </RequireRole>
    ),
  },
  { path: 'testing', element: <TestingPage /> },
  { path: '*', element: <NotFoundPage /> },
];
