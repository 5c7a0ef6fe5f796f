import { Injectable } from '@nestjs/common';
import { DomainError, isCompanyRole, type Kind, type Role } from '@parkflow/domain';
import type { DomainEvent, ItemSnapshot, Workflow } from '@parkflow/workflows';
import type { EntityManager } from 'typeorm';
import { type Effect, ItemEffects } from '../../platform/event-store/item-effects.js';
import { insertNewAccount } from '../identity/accounts.js';
import { settleCompany } from '../identity/companies.js';

const approved = (events: DomainEvent[]) => events.some((e) => e.type.endsWith('Approved'));

/**
 * Effects outside the item's own stream that must commit with its events, in the same
 * transaction: approving an account application creates the user; approving a
 * settlement application makes the company a settled enterprise.
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
        return (m) => settleCompany(m, workflow.companyId(after), String(fields.name ?? fields.companyName ?? ''));
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
 * The applicant becomes a new user of the company: username and phone are the phone, the
 * password the one given in the application. Approval only ever creates an account; a phone
 * that meanwhile belongs to any account (creation already refused it then) refuses the
 * approval, and the transaction writes nothing.
 */
async function createUser(m: EntityManager, fields: Record<string, unknown>, companyId: string | null) {
  const phone = String(fields.phone ?? '');
  const created = await insertNewAccount(m, {
    phone,
    realname: String(fields.userName ?? phone),
    passwordHash: String(fields.passwordHash ?? ''),
    roles: requestedRoles(fields),
    companyId,
  });
  if (!created) throw new DomainError('USER.PHONE_REGISTERED');
}
