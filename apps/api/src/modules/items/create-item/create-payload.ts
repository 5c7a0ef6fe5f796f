import { productListOf } from '../loan-products.js';
import { naturalKeyId } from '../../transfer/import-items/natural-key.js';
import { bookingFields } from '../book-item/booking-fields.js';
import type { CatalogueItemRow } from '../book-item/catalogue-item.js';
import {
  bookingSchema,
  CATALOGUE_DELETED_CODE,
  catalogueImportSpec,
  type CatalogueKind,
  companyServiceSchema,
  equipmentSchema,
  ORDER_CATALOGUE,
  accountApplicationSchema,
  activityCreateSchema,
  commandIdOf,
  DomainError,
  enterpriseApplicationCreateSchema,
  fields,
  type Kind,
  labAppointmentCreateSchema,
  loanDraftSchema,
  loanSubmitSchema,
  parseOrThrow,
  providerApplicationCreateSchema,
  type RoleView,
  serviceDemandAddSchema,
  suggestionCreateSchema,
  visitAppointmentCreateSchema,
} from '@parkflow/domain';
import { AREA_TREE } from '@parkflow/domain/area-tree';
import { z } from 'zod';
import { sanitizeDetail, sanitizeRichText } from './rich-text.js';

/** What creation needs from outside the body (kept out of the pure rules). */
export interface CreateContext {
  /** Today in the park's time zone, 'YYYY-MM-DD' (date rules are relative to it). */
  today: string;
  /** The creating user's own company (null for platform staff). */
  actorCompanyId: string | null;
  /** Loan products with their banks, resolved from the chosen ids. */
  productsOf(ids: string[]): Promise<{ id: string; productName: string; bankList: { id: string; bankName: string }[] }[]>;
  hashPassword(password: string): Promise<string>;
  /** Whether an account (any status, any company) already uses this phone. */
  phoneRegistered(phone: string): Promise<boolean>;
  /** The roles a company's users hold (company and functional roles, libs/domain COMPANY_ROLE_CATEGORIES). */
  companyRoles(): Promise<RoleView[]>;
  /** The company of that id, or null when there is none. */
  companyOf(id: string): Promise<{ id: string; name: string } | null>;
  /** Who is creating: name and phone as suggestions record them (seed 002 §3: userName, tel). */
  submitter(): Promise<{ userName: string; tel: string | null }>;
  /** The equipment or service of that id as its read model holds it, or null. */
  catalogueItem(kind: CatalogueKind, id: string): Promise<CatalogueItemRow | null>;
}

const passwordOnly = z.object({ password: fields.password() });
const enterpriseSchema = enterpriseApplicationCreateSchema(AREA_TREE);
const namedCompany = fields.optional(fields.id('REVIEW.COMPANY_REQUIRED'));

/**
 * An account application asks for roles a company's users hold, as the add-user form does
 * (company and functional roles; never platform roles); each is kept with its name, as the
 * seed's list shows roles (id and roleName).
 */
function requestedRoles(roleIds: string[], companyRoles: readonly RoleView[]) {
  const named = roleIds.map((id) => companyRoles.find((role) => role.id === id));
  const invalid = named.findIndex((role) => role === undefined);
  if (invalid >= 0) throw new DomainError('USER.ROLE_INVALID', undefined, `roleIds.${invalid}`);
  return named.filter((role): role is RoleView => role !== undefined).map(({ id, roleName }) => ({ id, roleName }));
}

/**
 * Creation bodies are checked against the kind's shared rules (libs/domain validation, the
 * same the console runs), and normalised before they become the creation event's fields.
 */
export async function parseCreatePayload(
  kind: Kind,
  body: unknown,
  ctx: CreateContext,
): Promise<{ payload: Record<string, unknown>; commandId?: string; streamId?: string }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new DomainError('VALIDATION.INVALID');
  const { commandId, companyId, ...rest } = body as Record<string, unknown>;
  const id = commandIdOf(commandId);
  // A named company must exist (an unknown id would be stored as the owner, a malformed one refused by the database).
  const named = kind === 'account-application' ? undefined : parseOrThrow(namedCompany, companyId);
  if (named !== undefined && !(await ctx.companyOf(named)))
    throw new DomainError('REVIEW.COMPANY_REQUIRED', undefined, 'companyId');
  const withCompany = (payload: object) => ({ ...payload, ...(named === undefined ? {} : { companyId: named }) });
  switch (kind) {
    case 'visit-appointment':
      return { payload: withCompany(parseOrThrow(visitAppointmentCreateSchema(ctx.today), rest)), commandId: id };
    case 'lab-appointment':
      return { payload: withCompany(parseOrThrow(labAppointmentCreateSchema(ctx.today), rest)), commandId: id };
    case 'service-demand': {
      // companyName is the owning company's, never the request's (seed 001 §5: read-only, chosen by
      // the context): the named company (staff on a company's behalf), else the user's own one.
      const owner = companyId ?? ctx.actorCompanyId;
      const company = typeof owner === 'string' ? await ctx.companyOf(owner) : null;
      if (!company) throw new DomainError('DEMAND.COMPANY_REQUIRED', undefined, 'companyId');
      return {
        payload: withCompany(parseOrThrow(serviceDemandAddSchema, { ...rest, companyName: company.name })),
        commandId: id,
      };
    }
    case 'suggestion':
      return {
        payload: withCompany({ ...parseOrThrow(suggestionCreateSchema, rest), ...(await ctx.submitter()) }),
        commandId: id,
      };
    case 'activity': {
      const parsed = parseOrThrow(activityCreateSchema, rest) as Record<string, unknown>;
      return { payload: withCompany({ ...parsed, content: sanitizeRichText(parsed.content) }), commandId: id };
    }
    case 'enterprise-application':
      return { payload: withCompany(parseOrThrow(enterpriseSchema, rest)), commandId: id };
    case 'provider-application': {
      const parsed = parseOrThrow(providerApplicationCreateSchema, rest) as Record<string, unknown>;
      return { payload: withCompany({ ...parsed, detail: sanitizeDetail(parsed.detail) }), commandId: id };
    }
    case 'account-application': {
      const application = parseOrThrow(accountApplicationSchema, { ...rest, companyId });
      const { password } = parseOrThrow(passwordOnly, rest);
      const roles = requestedRoles(application.roleIds, await ctx.companyRoles());
      const company = await ctx.companyOf(application.companyId);
      if (!company) throw new DomainError('USER.COMPANY_REQUIRED', undefined, 'companyId');
      // An application only ever creates an account: it may not reach an existing one.
      if (await ctx.phoneRegistered(application.phone)) throw new DomainError('USER.PHONE_REGISTERED', undefined, 'phone');
      const passwordHash = await ctx.hashPassword(password);
      return { payload: { ...application, companyName: company.name, roles, passwordHash }, commandId: id };
    }
    case 'loan':
    case 'loan-v2': {
      // A loan is saved as a draft first; a loan-v2 is submitted at once, so its form must be complete.
      const schema = kind === 'loan' ? loanDraftSchema : loanSubmitSchema;
      const draft = parseOrThrow(schema, rest) as Record<string, unknown> & { productIds?: string[] };
      const productList = await productListOf(draft.productIds ?? [], ctx.productsOf);
      return { payload: withCompany({ ...draft, productList }), commandId: id };
    }
    case 'equipment':
    case 'service': {
      // The dialog's rules (seed 001 §5: every field required, images too); the owner may be a park company.
      const schema = kind === 'equipment' ? equipmentSchema : companyServiceSchema;
      const fields = withCompany(parseOrThrow(schema, rest)) as Record<string, unknown>;
      // The same id as an import row of this item (its natural key): added by hand or imported, it is one item.
      // A live item of that key is refused; after a delete the new one gets an id of its own.
      const streamId = naturalKeyId(
        kind,
        catalogueImportSpec(kind).naturalKey.map((k) => fields[k]),
      );
      const existing = await ctx.catalogueItem(kind, streamId);
      if (existing && existing.code !== CATALOGUE_DELETED_CODE) throw new DomainError('CATALOGUE.EXISTS', undefined, 'name');
      return { payload: { fields }, commandId: id, ...(existing ? {} : { streamId }) };
    }
    case 'equipment-order':
    case 'service-order': {
      // An enterprise books an on-shelf item for its own company (the decider checks who books).
      const booking = parseOrThrow(bookingSchema, rest);
      const company = ctx.actorCompanyId ? await ctx.companyOf(ctx.actorCompanyId) : null;
      if (!company) throw new DomainError('ORDER.COMPANY_ONLY');
      const item = await ctx.catalogueItem(ORDER_CATALOGUE[kind], booking.itemId);
      const booker = await ctx.submitter();
      return { payload: { fields: bookingFields(kind, item, booking, { companyName: company.name, ...booker }) }, commandId: id };
    }
    case 'bill-water':
    case 'bill-wattage':
    case 'bill-property':
    case 'bill-ground':
    case 'bill-meeting-room':
    case 'bill-device':
    case 'bill-rent':
      // Bills are recorded by an import (POST /api/jobs { type: 'import' }), keyed by company,
      // natural key (libs/domain BILL_SPECS); there is no one-by-one creation to bypass that key.
      throw new DomainError('ENGINE.UNKNOWN_COMMAND');
    case 'contract':
    case 'contract-bill':
      // Contracts and their bills are recorded by an import too, keyed by contract number
      // (and period and fee type).
      throw new DomainError('ENGINE.UNKNOWN_COMMAND');
    case 'verification':
      // A gate device records entries and exits (POST /api/gate/verifications, modules/gate).
      throw new DomainError('ENGINE.UNKNOWN_COMMAND');
    case 'safety-check':
      // Inspections are recorded by an import (company + check day is their key).
      throw new DomainError('ENGINE.UNKNOWN_COMMAND');
    default: {
      const unknownKind: never = kind;
      throw new DomainError('ENGINE.UNKNOWN_KIND', { kind: String(unknownKind) });
    }
  }
}
