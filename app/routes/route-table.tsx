import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { Tool } from '../../contract/content';
import { RedirectSignedIn } from '../features/guards/redirect-signed-in';
import { RequireRole } from '../features/guards/require-role';
import { type PreloadableLazy, preloadableLazy } from '../shared/preloadable-lazy';
import { homePath, pages, toolPages } from '../shared/paths';

// Every page is its own chunk (docs/performance.md). index.html's inline script preloads the chunks of the
// page it was opened on (scripts/first-load-plugin.ts), so they load beside the main script, not after it,
// and the app loads that page before it first renders (app/first-paint/preload-first-screen.ts).
const HomePage = preloadableLazy(() => import('./home/home-page').then((m) => m.HomePage));
const LoginPage = preloadableLazy(() => import('./account/login-page').then((m) => m.LoginPage));
const RegisterPage = preloadableLazy(() => import('./account/register-page').then((m) => m.RegisterPage));
const ProfilePage = preloadableLazy(() => import('./account/profile-page').then((m) => m.ProfilePage));
const SettingsPage = preloadableLazy(() => import('./account/settings-page').then((m) => m.SettingsPage));
const GuidesPage = preloadableLazy(() => import('./info/guides-page').then((m) => m.GuidesPage));
const GdprPage = preloadableLazy(() => import('./info/gdpr-page').then((m) => m.GdprPage));
const AccessibilityPage = preloadableLazy(() => import('./info/accessibility-page').then((m) => m.AccessibilityPage));
const TopicSelectPage = preloadableLazy(() => import('./survey/topic-select-page').then((m) => m.TopicSelectPage));
const QuestionnairePage = preloadableLazy(() => import('./survey/questionnaire-page').then((m) => m.QuestionnairePage));
const ResultPage = preloadableLazy(() => import('./results/result-page').then((m) => m.ResultPage));
const HistoryPage = preloadableLazy(() => import('./results/history-page').then((m) => m.HistoryPage));
const AdminPage = preloadableLazy(() => import('./staff/admin-page').then((m) => m.AdminPage));
const QuestionEditorPage = preloadableLazy(() => import('./staff/question-editor-page').then((m) => m.QuestionEditorPage));
const ExportPage = preloadableLazy(() => import('./staff/export-page').then((m) => m.ExportPage));
const TranslationsPage = preloadableLazy(() => import('./staff/translations-page').then((m) => m.TranslationsPage));
const AuditPage = preloadableLazy(() => import('./staff/audit-page').then((m) => m.AuditPage));
const InsightsPage = preloadableLazy(() => import('./staff/insights-page').then((m) => m.InsightsPage));
const NotFoundPage = preloadableLazy(() => import('./not-found-page').then((m) => m.NotFoundPage));
const TestingPage = preloadableLazy(() => import('./testing-page').then((m) => m.TestingPage));

/** What each page route carries: its page, which the app loads before its first render at that address. */
export interface PageHandle {
  page: Pick<PreloadableLazy<never>, 'preload'>;
}

// biome-ignore lint/suspicious/noExplicitAny: a page of any props
type Page = PreloadableLazy<any>;

/** A route of a page: its address, what it draws there, and the page for the first render. */
function pageRoute(path: string | undefined, page: Page, element: ReactElement): RouteObject {
  const handle: PageHandle = { page };
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

/** A page behind the role guard of docs/product/roles.md, with the address a visitor without the role is sent to. */
function guarded(path: string, requires: 'user' | 'staff', redirectTo: string, Page: Page): RouteObject {
  return pageRoute(
    path,
    Page,
    <RequireRole requires={requires} redirectTo={redirectTo}>
      <Page />
    </RequireRole>,
  );
}

/** The pages a tool has of its own, under its prefix. */
function surveyRoutes(tool: Tool): RouteObject[] {
  const paths = toolPages(tool);
  return [
    pageRoute(paths.topicSelect, TopicSelectPage, <TopicSelectPage variant={tool} />),
    pageRoute(paths.questionnaire, QuestionnairePage, <QuestionnairePage variant={tool} />),
    guarded(paths.result, 'user', paths.home, ResultPage),
  ];
}

/** Every route of docs/product/screens.md, at the paths of the address book (shared/paths.ts). */
export const pageRoutes: RouteObject[] = [
  pageRoute(undefined, HomePage, <HomePage variant="general" />),
  pageRoute(homePath('wlb'), HomePage, <HomePage variant="wlb" />),
  pageRoute(
    pages.login,
    LoginPage,
    <RedirectSignedIn>
      <LoginPage />
    </RedirectSignedIn>,
  ),
  pageRoute(
    pages.register,
    RegisterPage,
    <RedirectSignedIn>
      <RegisterPage />
    </RedirectSignedIn>,
  ),
  // Topic select and the questionnaire guard themselves: anonymous visitors may enter where the server allows it.
  ...surveyRoutes('general'),
  ...surveyRoutes('wlb'),
  guarded(pages.profile, 'user', pages.login, ProfilePage),
  guarded(pages.settings, 'user', pages.login, SettingsPage),
  guarded(pages.history, 'user', homePath('general'), HistoryPage),
  pageRoute(pages.guides, GuidesPage, <GuidesPage />),
  pageRoute(pages.gdpr, GdprPage, <GdprPage />),
  pageRoute(pages.accessibility, AccessibilityPage, <AccessibilityPage />),
  guarded(pages.export, 'staff', pages.login, ExportPage),
  guarded(pages.admin, 'staff', homePath('general'), AdminPage),
  guarded(pages.questionEditor, 'staff', homePath('general'), QuestionEditorPage),
  guarded(pages.translations, 'staff', homePath('general'), TranslationsPage),
  guarded(pages.audit, 'staff', homePath('general'), AuditPage),
  guarded(pages.insights, 'staff', homePath('general'), InsightsPage),
  pageRoute(pages.testing, TestingPage, <TestingPage />),
  pageRoute('*', NotFoundPage, <NotFoundPage />),
];
