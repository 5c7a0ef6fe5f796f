import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, isCompanyRole, type Kind, type Role } from '@parkflow/domain';
import type { DomainEvent, ItemSnapshot, Workflow } from '@parkflow/workflows';
import type { EntityManager } from 'typeorm';

export type Effect = (manager: EntityManager) => Promise<void>;

const approved = (events: DomainEvent[]) => events.some((e) => e.type.endsWith('Approved'));

/**
 * Effects outside the item's own stream that must commit with its events, in the same
 * transaction: approving an account application creates (or binds) the user; approving a
 * settlement application makes the company a settled enterprise.
 */
@Injectable()
export class ItemEffects {
  for(kind: Kind, events: DomainEvent[], after: ItemSnapshot, workflow: Workflow): Effect | null {
    if (!approved(events)) return null;
    const fields = workflow.view(after);
    switch (kind) {
      case 'account-application':
        return (m) => createOrBindUser(m, fields, workflow.companyId(after));
      case 'enterprise-application':
        return (m) => settleCompany(m, fields, workflow.companyId(after));
      default:
        return null;
    }
  }
}

/** Company roles only, whatever an older event holds: an application never grants platform roles. */
function requestedRoles(fields: Record<string, unknown>): Role[] {
  const raw = fields.roles ?? fields.roleIds;
  const ids = Array.isArray(raw)
    ? raw.map((r) => (typeof r === 'object' && r !== null ? String((r as { id?: unknown }).id) : String(r)))
    : String(raw ?? '').split(',');
  const roles = [...new Set(ids.map((s) => s.trim()).filter(isCompanyRole))];
  return roles.length ? roles : ['enterprise-user'];
}

/**
 * The applicant becomes a user of the company: username and phone are the phone, the password
 * is the one given in the application. A phone already in use is re-bound only when it belongs
 * to a company user of this company or of none (a former employee): an application must never
 * take over a platform account or another company's user.
 */
async function createOrBindUser(m: EntityManager, fields: Record<string, unknown>, companyId: string | null) {
  const phone = String(fields.phone ?? '');
  const roles = requestedRoles(fields);
  const passwordHash = String(fields.passwordHash ?? '');
  const existing: { id: string; roles: Role[]; company_id: string | null }[] = await m.query(
    'SELECT id, roles, company_id FROM users WHERE phone = $1 OR username = $1 FOR UPDATE',
    [phone],
  );
  if (existing.length > 1) throw new DomainError('USER.PHONE_TAKEN');
  const user = existing[0];
  if (user) {
    const foreign = user.company_id !== null && user.company_id !== companyId;
    if (foreign || !user.roles.every(isCompanyRole)) throw new DomainError('USER.PHONE_TAKEN');
    const merged = [...new Set([...user.roles, ...roles])];
    await m.query('UPDATE users SET company_id = $2, roles = $3, password_hash = $4, status = 1 WHERE id = $1', [
      user.id,
      companyId,
      merged,
      passwordHash,
    ]);
    return;
  }
  await m.query(
    `INSERT INTO users (id, username, password_hash, realname, phone, roles, company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), phone, passwordHash, String(fields.userName ?? phone), phone, roles, companyId],
  );
}

async function settleCompany(m: EntityManager, fields: Record<string, unknown>, companyId: string | null) {
  const name = String(fields.name ?? fields.companyName ?? '');
  if (companyId) {
    await m.query('UPDATE companies SET settled = true, settled_at = now() WHERE id = $1', [companyId]);
    return;
  }
  await m.query(
    `INSERT INTO companies (id, name, settled, settled_at) VALUES ($1, $2, true, now())
     ON CONFLICT (name) DO UPDATE SET settled = true, settled_at = now()`,
    [randomUUID(), name],
  );
}
