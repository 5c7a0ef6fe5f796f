import { AppShell, Badge, Burger, Button, Group, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import { clearSessionCache } from '../../shared/api/keys';
import { logoutMutation } from '../../shared/api/queries';
import { endSession } from '../auth/session';
import { useUser } from '../auth/user';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { AppNavigation } from './AppNavigation';
import { RunningJobs } from '../jobs/RunningJobs';
import { LiveIndicator } from '../../shared/ui/LiveIndicator/LiveIndicator';
import classes from './AppLayout.module.css';

/** The signed-in shell: header (product, live state, user, sign-out), role-based navbar, page. */
export function AppLayout() {
  const user = useUser();
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Follow every kind the user works on, whichever page is open, so caches stay fresh.
  useLiveRooms(user.kinds.map((kind) => `kind:${kind}`));

  const logout = useMutation({
    ...logoutMutation(),
    // Sign out locally even if the api is unreachable: the user asked to leave.
    onSettled: () => {
      endSession();
      clearSessionCache(queryClient);
      void navigate('/login', { replace: true });
    },
  });

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="导航" />
            <Title order={4} className={classes.product}>
              {texts.product}
            </Title>
            <LiveIndicator />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <RunningJobs />
            <Group gap={6} visibleFrom="sm" wrap="nowrap">
              <Text fw={500} data-testid="current-user">
                {user.realname}
              </Text>
              {user.roleList.map((role) => (
                <Badge key={role.id} variant="outline" size="sm">
                  {role.roleName}
                </Badge>
              ))}
            </Group>
            <Button variant="default" size="xs" loading={logout.isPending} onClick={() => logout.mutate()}>
              {texts.logout}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <AppNavigation user={user} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
