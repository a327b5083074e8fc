import type { RouteObject } from 'react-router';
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
  { path: 'login', element: <NotBuiltPage titleKey="PAGES.LOGIN" /> },
  { path: 'register', element: <NotBuiltPage titleKey="PAGES.REGISTER" /> },
  { path: 'topic-select', element: <NotBuiltPage titleKey="PAGES.TOPIC_SELECT" /> },
  { path: 'wlb/topic-select', element: <NotBuiltPage titleKey="PAGES.TOPIC_SELECT" /> },
  { path: 'questionnaire', element: <NotBuiltPage titleKey="PAGES.QUESTIONNAIRE" /> },
  { path: 'wlb/questionnaire', element: <NotBuiltPage titleKey="PAGES.QUESTIONNAIRE" /> },
  { path: 'result', element: <NotBuiltPage titleKey="PAGES.RESULT" /> },
  { path: 'wlb/result', element: <NotBuiltPage titleKey="PAGES.RESULT" /> },
  { path: 'profile', element: <NotBuiltPage titleKey="PAGES.PROFILE" /> },
  { path: 'history', element: <NotBuiltPage titleKey="PAGES.HISTORY" /> },
  { path: 'guides', element: <GuidesPage /> },
  { path: 'gdpr', element: <GdprPage /> },
  { path: 'accessibility', element: <AccessibilityPage /> },
  { path: 'export', element: <NotBuiltPage titleKey="PAGES.EXPORT" /> },
  { path: 'padmin', element: <NotBuiltPage titleKey="PAGES.PADMIN" /> },
  { path: 'padmin/new', element: <NotBuiltPage titleKey="PAGES.QUESTION_EDITOR" /> },
  { path: 'testing', element: <TestingPage /> },
  { path: '*', element: <NotFoundPage /> },
];
