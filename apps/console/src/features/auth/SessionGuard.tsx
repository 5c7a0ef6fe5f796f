import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { clearSessionCache } from '../../shared/api/keys';
import { onSessionExpired } from './session';

/**
 * Root route element. When the session expires nothing cached may outlive it: the next user
 * must not see the previous one's items. (The redirect itself comes from RequireAuth.)
 */
export function SessionGuard() {
  const queryClient = useQueryClient();
  useEffect(() => onSessionExpired(() => clearSessionCache(queryClient)), [queryClient]);
  return <Outlet />;
}
