import type { RouteObject } from 'react-router';
import { AppLayout } from './components/AppLayout/AppLayout';
import { RequireAuth } from './components/RequireAuth/RequireAuth';
import { SessionGuard } from './components/SessionGuard/SessionGuard';
import { LiveProvider } from './live/LiveProvider';
import { HomePage } from './pages/Home.page';
import { LoginPage } from './pages/Login.page';
import { NotFoundPage } from './pages/NotFound.page';
import { QueuePage } from './pages/Queue.page';

/**
 * The route tree, shared by the browser router (main.tsx) and memory routers in tests.
 * The live connection exists only inside the signed-in shell: it needs the token.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionGuard />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/',
        element: (
          <RequireAuth>
            <LiveProvider>
              <AppLayout />
            </LiveProvider>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'queues/:kind', element: <QueuePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
