import { Injectable } from '@nestjs/common';
import { COMPANY_ROLE_CATEGORIES, DomainError, type Kind, ROLES } from '@parkflow/domain';
import type { DomainEvent, ItemSnapshot, Workflow } from '@parkflow/workflows';
import type { Queryable } from '../../platform/db/sql.js';
import { type Effect, ItemEffects } from '../../platform/event-store/item-effects.js';
import { insertNewAccount } from '../identity/accounts.js';
import { settleCompany } from '../identity/companies.js';

const approved = (events: DomainEvent[]) => events.some((e) => e.type.endsWith('Approved'));

/**
 * Effects outside the item's own stream that must commit with its events, in the same
 * transaction: approving an account application creates the user; approving a
 * settlement application makes the company a settled enterprise (a park company when it
 * settles in the park's rooms).
 */
@Injectable()
export class ApprovalEffects extends ItemEffects {
  for(kind: Kind, events: DomainEvent[], after: ItemSnapshot, workflow: Workflow): Effect | null {
    if (!approved(events)) return null;
    const fields = workflow.view(after);
    switch (kind) {
      case 'account-application':
        return (m) => createUser(m, fields, workflow.companyId(after));
      case 'enterprise-application':
        return (m) =>
          settleCompany(m, workflow.companyId(after), String(fields.name ?? fields.companyName ?? ''), settlesInPark(fields));
      default:
        return null;
    }
  }
}

/** whether_settled 1: the enterprise takes rooms of the park (seed 000 §3, settled_number). */
const settlesInPark = (fields: Record<string, unknown>) => Number(fields.whether_settled) === 1;

/** The role ids the application asked for (id and roleName each, or the seed's comma list). */
function requestedRoleIds(fields: Record<string, unknown>): string[] {
  const raw = fields.roles ?? fields.roleIds;
  const ids = Array.isArray(raw)
    ? raw.map((r) => (typeof r === 'object' && r !== null ? String((r as { id?: unknown }).id) : String(r)))
    : String(raw ?? '').split(',');
  return [...new Set(ids.map((s) => s.trim()).filter(Boolean))];
}

/** Roles a company's users hold only, whatever an older event holds: an application never grants platform roles. */
async function grantableRoles(m: Queryable, fields: Record<string, unknown>): Promise<string[]> {
  const asked = requestedRoleIds(fields);
  const rows: { id: string }[] = await m.query('SELECT id FROM roles WHERE id = ANY($1::text[]) AND category = ANY($2::text[])', [
    asked,
    COMPANY_ROLE_CATEGORIES,
  ]);
  const held = new Set(rows.map((r) => r.id));
  const roles = asked.filter((id) => held.has(id));
  return roles.length ? roles : [ROLES.ENTERPRISE_USER];
}

/**
 * The applicant becomes a new user of the company: username and phone are the phone, the
 * password the one given in the application. Approval only ever creates an account; a phone
 * that meanwhile belongs to any account (creation already refused it then) refuses the
 * approval, and the transaction writes nothing.
 */
async function createUser(m: Queryable, fields: Record<string, unknown>, companyId: string | null) {
  const phone = String(fields.phone ?? '');
  const created = await insertNewAccount(m, {
    phone,
    realname: String(fields.userName ?? phone),
    passwordHash: String(fields.passwordHash ?? ''),
    roles: await grantableRoles(m, fields),
    companyId,
  });
  if (!created) throw new DomainError('USER.PHONE_REGISTERED');
}
