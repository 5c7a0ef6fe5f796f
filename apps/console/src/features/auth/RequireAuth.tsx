import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { meQuery } from '../../shared/api/queries';
import { useToken } from '../../shared/api/token';
import { UserContext } from './user';
import { texts } from '../../shared/texts';

/**
 * Protected routes: no token → login (remembering where the user was); token → wait for the
 * user, then render with it. Clearing the token anywhere lands here again and redirects.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const me = useQuery({ ...meQuery(), enabled: Boolean(token) });

  if (!token) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (me.isPending || (me.isError && me.error.tokenInvalid)) {
    // An invalid token is cleared globally (api/queryClient.ts), which re-renders this as a redirect.
    return (
      <Center h="100vh">
        <Loader aria-label={texts.loading} />
      </Center>
    );
  }
  if (me.isError) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text c="red">{me.error.message}</Text>
          <Button variant="light" onClick={() => void me.refetch()}>
            {texts.retry}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <UserContext value={me.data}>{children}</UserContext>;
}
