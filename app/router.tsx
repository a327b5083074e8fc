import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './layout/error-boundary';
import { pageRoutes } from './routes/route-table';

/** The app's routes: the browser router and the build-time prerender (app/prerender) render the same tree. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <AppLayout />, errorElement: <RouteErrorBoundary />, children: pageRoutes },
];

export function createRouter() {
  return createBrowserRouter(appRoutes);
}
