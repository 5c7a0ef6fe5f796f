import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { deskQuery } from '../../shared/api/queries';
import { texts } from '../../shared/texts';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import type { User } from '../../shared/api/types';
import { navigationFor, queuePath } from '../auth/navigation';
import classes from './AppNavigation.module.css';

export interface AppNavigationProps {
  user: Pick<User, 'roles' | 'kinds' | 'pages'>;
  /** Called after a link is followed (closes the navbar on small screens). */
  onNavigate?: () => void;
}

/** The navbar: one section per area the user works in (the server's answer, see auth/navigation.ts). */
export function AppNavigation({ user, onNavigate }: AppNavigationProps) {
  const { pathname } = useLocation();
  // Pending counts as badges: the home's numbers, refetched on every live change.
  const desk = useQuery({ ...deskQuery(), enabled: user.kinds.length > 0 });
  const pending = new Map(desk.data?.queues.map((q) => [queuePath(q.kind), q.pending]) ?? []);
  return (
    <nav aria-label={texts.navigation.label}>
      <Stack gap="md">
        {navigationFor(user).map((section) => (
          <div key={section.title}>
            <Text className={classes.section}>{section.title}</Text>
            {section.entries.map((entry) => (
              <NavLink
                key={entry.to}
                component={RouterNavLink}
                to={entry.to}
                label={entry.label}
                rightSection={
                  pending.get(entry.to) ? (
                    <Badge size="sm" variant="light" color="orange" aria-label={`${texts.home.pending} ${pending.get(entry.to)}`}>
                      {pending.get(entry.to)}
                    </Badge>
                  ) : undefined
                }
                active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
                onClick={onNavigate}
              />
            ))}
          </div>
        ))}
      </Stack>
    </nav>
  );
}
