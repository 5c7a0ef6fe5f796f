import { STATE_LABELS } from '../labels.js';
import { type Role, ROLE_NAMES } from '../roles.js';
import { coded, field, type ListRow, type ListSpec, time } from './list-spec.js';

/** Roles of an account application: `roles` objects ({ id, roleName }) or role ids, by name. */
export function roleNames(row: ListRow): string[] {
  const raw = row.roles ?? row.roleIds;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list
    .map((entry: unknown) => {
      if (entry && typeof entry === 'object') {
        const { roleName, id } = entry as { roleName?: unknown; id?: unknown };
        return typeof roleName === 'string' ? roleName : (ROLE_NAMES[String(id) as Role] ?? String(id ?? ''));
      }
      const id = String(entry).trim();
      return ROLE_NAMES[id as Role] ?? id;
    })
    .filter(Boolean);
}

/** User account applications (seed 000 §2.3): roles one per line. */
export const ACCOUNT_APPLICATION_LIST: ListSpec = {
  id: 'account-application',
  columns: () => [
    field('companyName', '公司名称', { width: 28 }),
    { key: 'roles', header: '角色', width: 20, format: roleNames },
    field('userName', '用户名'),
    field('phone', '手机号', { width: 14, nowrap: true }),
    time('createTime', '提交时间'),
    coded('code', '状态', STATE_LABELS['account-application']),
  ],
};
