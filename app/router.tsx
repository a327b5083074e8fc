import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { pageRoutes } from './routes/route-table';

export function createRouter() {
  return createBrowserRouter([{ path: '/', element: <AppLayout />, children: pageRoutes }]);
}
