import { type Actor, COMPANY_ROLE_CATEGORIES, parkToday } from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { isPhoneRegistered, phoneOf } from '../../identity/accounts.js';
import { hashPassword } from '../../identity/auth.service.js';
import { findCompany } from '../../identity/companies.js';
import { loadRoles } from '../../identity/users/user-records.js';
import { loadProducts } from '../../reference/products/load-products.js';
import { findCatalogueItem } from '../book-item/catalogue-item.js';
import type { CreateContext } from './create-payload.js';

/** What creation reads from the database and the clock, as of `now` (HTTP: the request's time). */
export function createContextFor(
  db: DataSource,
  now: Date,
  actor: Pick<Actor, 'userId' | 'realname' | 'companyId'>,
): CreateContext {
  return {
    today: parkToday(now),
    actorCompanyId: actor.companyId,
    productsOf: (ids) => loadProducts(db, ids),
    hashPassword,
    phoneRegistered: (phone) => isPhoneRegistered(db, phone),
    companyRoles: () => loadRoles(db, COMPANY_ROLE_CATEGORIES),
    companyOf: (id) => findCompany(db, id),
    submitter: async () => ({ userName: actor.realname, tel: await phoneOf(db, actor.userId) }),
    catalogueItem: (kind, id) => findCatalogueItem(db, kind, id),
  };
}
