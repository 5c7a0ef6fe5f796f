import { grantableRoleIds } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { rolesQuery } from '../../shared/api/identity';
import { meQuery } from '../../shared/api/queries';

/** A company's roles for a multi-select; those the signed-in user may not grant are shown disabled. */
export function useRoleOptions() {
  const roles = useQuery(rolesQuery('company'));
  const me = useQuery(meQuery());
  const actor = { roles: me.data?.roles ?? [] };
  return (roles.data ?? []).map((r) => ({
    value: r.id,
    label: r.roleName,
    disabled: !grantableRoleIds(actor, [r.id]),
  }));
}
