import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { Tool } from '../../contract/content';
import { RedirectSignedIn } from '../features/guards/redirect-signed-in';
import { RequireRole } from '../features/guards/require-role';
import { homePath, pages, toolPages } from '../shared/paths';

// Every page is its own chunk (design.md section 6). index.html's inline script preloads the chunks of the
// page it was opened on (the home pages and login: scripts/first-load-plugin.ts), so they load beside
// the main script, not after it (issue 13).
const HomePage = lazy(() => import('./home/home-page').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('./account/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./account/register-page').then((m) => ({ default: m.RegisterPage })));
const ProfilePage = lazy(() => import('./account/profile-page').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('./account/settings-page').then((m) => ({ default: m.SettingsPage })));
const GuidesPage = lazy(() => import('./info/guides-page').then((m) => ({ default: m.GuidesPage })));
const GdprPage = lazy(() => import('./info/gdpr-page').then((m) => ({ default: m.GdprPage })));
const AccessibilityPage = lazy(() => import('./info/accessibility-page').then((m) => ({ default: m.AccessibilityPage })));
const TopicSelectPage = lazy(() => import('./survey/topic-select-page').then((m) => ({ default: m.TopicSelectPage })));
const QuestionnairePage = lazy(() => import('./survey/questionnaire-page').then((m) => ({ default: m.QuestionnairePage })));
const ResultPage = lazy(() => import('./results/result-page').then((m) => ({ default: m.ResultPage })));
const HistoryPage = lazy(() => import('./results/history-page').then((m) => ({ default: m.HistoryPage })));
const AdminPage = lazy(() => import('./staff/admin-page').then((m) => ({ default: m.AdminPage })));
const QuestionEditorPage = lazy(() => import('./staff/question-editor-page').then((m) => ({ default: m.QuestionEditorPage })));
const ExportPage = lazy(() => import('./staff/export-page').then((m) => ({ default: m.ExportPage })));
const TranslationsPage = lazy(() => import('./staff/translations-page').then((m) => ({ default: m.TranslationsPage })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
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

/** The pages a tool has of its own, under its prefix. */
function surveyRoutes(tool: Tool): RouteObject[] {
  const paths = toolPages(tool);
  return [
    { path: paths.topicSelect, element: <TopicSelectPage variant={tool} /> },
    { path: paths.questionnaire, element: <QuestionnairePage variant={tool} /> },
    guarded(paths.result, 'user', paths.home, <ResultPage />),
  ];
}

/** Every route of spec section 2, at the paths of the address book (shared/paths.ts). */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage variant="general" /> },
  { path: homePath('wlb'), element: <HomePage variant="wlb" /> },
  {
    path: pages.login,
    element: (
      <RedirectSignedIn>
        <LoginPage />
      </RedirectSignedIn>
    ),
  },
  {
    path: pages.register,
    element: (
      <RedirectSignedIn>
        <RegisterPage />
      </RedirectSignedIn>
    ),
  },
  // Topic select and the questionnaire guard themselves: anonymous visitors may enter where the server allows it.
  ...surveyRoutes('general'),
  ...surveyRoutes('wlb'),
  guarded(pages.profile, 'user', pages.login, <ProfilePage />),
  guarded(pages.settings, 'user', pages.login, <SettingsPage />),
  guarded(pages.history, 'user', homePath('general'), <HistoryPage />),
  { path: pages.guides, element: <GuidesPage /> },
  { path: pages.gdpr, element: <GdprPage /> },
  { path: pages.accessibility, element: <AccessibilityPage /> },
  guarded(pages.export, 'staff', pages.login, <ExportPage />),
  guarded(pages.admin, 'staff', homePath('general'), <AdminPage />),
  guarded(pages.questionEditor, 'staff', homePath('general'), <QuestionEditorPage />),
  guarded(pages.translations, 'staff', homePath('general'), <TranslationsPage />),
  { path: pages.testing, element: <TestingPage /> },
  { path: '*', element: <NotFoundPage /> },
];
