import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './layout/error-boundary';
import { pageRoutes } from './routes/route-table';

export function createRouter() {
  return createBrowserRouter([{ path: '/', element: <AppLayout />, errorElement: <RouteErrorBoundary />, children: pageRoutes }]);
}
