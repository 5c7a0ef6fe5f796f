import { USER_LIST_ROOM } from '@parkflow/domain';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/keys';
import { useLiveEvent, useLiveRooms } from '../../shared/live/context';

/**
 * Keeps the user lists on screen current while mounted: another admin's identity changes arrive
 * as `accounts.changed` on the user-list room (the server joins the caller's own company's, or
 * every company's; the LiveProvider refetches by key), and an approved account application is a
 * new user of its company.
 */
export function useLiveUserLists(): void {
  const queryClient = useQueryClient();
  useLiveRooms([USER_LIST_ROOM, 'kind:account-application']);
  useLiveEvent('item.changed', (event) => {
    if (event.kind === 'account-application' && event.type === 'AccountApplicationApproved') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.identity.userLists() });
    }
  });
}
