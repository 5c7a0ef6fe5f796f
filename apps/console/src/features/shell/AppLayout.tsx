import { Anchor, AppShell, Badge, Burger, Button, Group, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasRole, opensMyBills, ROLES } from '@parkflow/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from 'react-router';
import { clearSessionCache } from '../../shared/api/keys';
import { logoutMutation, smsOutboxQuery } from '../../shared/api/queries';
import { ForcedPasswordDialog } from '../account/ForcedPasswordDialog';
import { endSession } from '../auth/session';
import { useUser } from '../auth/user';
import { useLiveRooms } from '../../shared/live/context';
import { texts } from '../../shared/texts';
import { AppNavigation } from './AppNavigation';
import { useBillNotices } from '../bills/useBillNotices';
import { RunningJobs } from '../jobs/RunningJobs';
import { LiveIndicator } from '../../shared/ui/LiveIndicator/LiveIndicator';
import { ConnectionBanner } from '../../shared/ui/ConnectionBanner/ConnectionBanner';
import { OutageBanner } from '../../shared/ui/OutageBanner/OutageBanner';
import classes from './AppLayout.module.css';

/** The signed-in shell: header (product, live state, user, sign-out), role-based navbar, page. */
export function AppLayout() {
  const user = useUser();
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The outbox link is a developer aid: shown only when the api serves the outbox (SMS_PROVIDER=outbox)
  // to this platform admin; the server alone decides who reads it.
  const outbox = useQuery({ ...smsOutboxQuery(), enabled: hasRole(user, ROLES.PLATFORM_ADMIN) });

  // Follow every kind the user works on, whichever page is open, so caches stay fresh.
  useLiveRooms(user.kinds.map((kind) => `kind:${kind}`));
  // An enterprise member hears of its company's new bills, whichever page is open.
  useBillNotices(opensMyBills(user));

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
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={texts.navigation.toggle} />
            <Title order={4} className={classes.product}>
              {texts.product}
            </Title>
            <LiveIndicator />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <RunningJobs />
            {/* A developer aid: on a phone it would push 退出登录 off the screen. */}
            {outbox.isSuccess && (
              <Anchor component={Link} to="/dev/sms-outbox" size="sm" c="orange" visibleFrom="sm">
                {texts.outbox.link}
              </Anchor>
            )}
            <Group gap={6} visibleFrom="sm" wrap="nowrap">
              <Anchor component={Link} to="/account" fw={500} c="inherit" data-testid="current-user" title={texts.account.link}>
                {user.realname}
              </Anchor>
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
        <div className={classes.banner}>
          <ConnectionBanner />
          <OutageBanner />
        </div>
        <Outlet />
        <ForcedPasswordDialog />
      </AppShell.Main>
    </AppShell>
  );
}
