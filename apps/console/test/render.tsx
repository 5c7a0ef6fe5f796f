import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../src/shared/api/queryClient';
import { AppProviders } from '../src/AppProviders';
import { expireSession } from '../src/features/auth/session';
import { type LiveConnector, LiveConnectorContext } from '../src/shared/live/connector';
import { routes } from '../src/routes';
import { FakeSocket } from './fakeSocket';

export interface RenderAppOptions {
  /** Where the memory router starts. */
  path?: string;
  queryClient?: QueryClient;
  socket?: FakeSocket;
}

/** A QueryClient as the app builds it, without retries so failures show at once. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient({ onTokenInvalid: expireSession });
  client.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  return client;
}

/** The whole console (real routes and providers) on a memory router, with a fake live socket. */
export function renderApp({ path = '/', queryClient = testQueryClient(), socket }: RenderAppOptions = {}) {
  // A test that brings its own socket drives the connection; otherwise the console is connected
  // (decisions are only offered on a connected, caught-up screen).
  if (!socket) {
    socket = new FakeSocket();
    socket.autoConnect = true;
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const fake = socket;
  const connector: LiveConnector = (auth) => fake.open(auth);
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <LiveConnectorContext value={connector}>
        <RouterProvider router={router} />
      </LiveConnectorContext>
    </AppProviders>,
  );
  return { ...view, router, queryClient, socket: fake };
}

/** Just the providers, for a component rendered on its own. */
export function renderWithProviders(ui: React.ReactNode, queryClient: QueryClient = testQueryClient()) {
  return {
    ...render(
      <AppProviders queryClient={queryClient} env="test">
        {ui}
      </AppProviders>,
    ),
    queryClient,
  };
}
