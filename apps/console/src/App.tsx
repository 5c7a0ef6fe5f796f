import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './shared/api/queryClient';
import { AppProviders } from './AppProviders';
import { expireSession } from './features/auth/session';
import { routes } from './routes';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient({ onTokenInvalid: expireSession });

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
