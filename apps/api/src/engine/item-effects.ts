import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ALL_ROLES, type Kind, type Role } from '@parkflow/domain';
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

function requestedRoles(fields: Record<string, unknown>): Role[] {
  const raw = fields.roles ?? fields.roleIds;
  const ids = Array.isArray(raw)
    ? raw.map((r) => (typeof r === 'object' && r !== null ? String((r as { id?: unknown }).id) : String(r)))
    : String(raw ?? '').split(',');
  const roles = ids.map((s) => s.trim()).filter((s): s is Role => (ALL_ROLES as string[]).includes(s));
  return roles.length ? roles : ['enterprise-user'];
}

async function createOrBindUser(m: EntityManager, fields: Record<string, unknown>, companyId: string | null) {
  const phone = String(fields.phone ?? '');
  const roles = requestedRoles(fields);
  const existing: { id: string; roles: Role[] }[] = await m.query('SELECT id, roles FROM users WHERE phone = $1', [phone]);
  if (existing[0]) {
    const merged = [...new Set([...existing[0].roles, ...roles])];
    await m.query('UPDATE users SET company_id = $2, roles = $3, status = 1 WHERE id = $1', [existing[0].id, companyId, merged]);
    return;
  }
  await m.query(
    `INSERT INTO users (id, username, password_hash, realname, phone, roles, company_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), phone, String(fields.passwordHash ?? ''), String(fields.userName ?? phone), phone, roles, companyId],
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
