import type { Actor } from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { isPhoneRegistered } from '../../identity/accounts.js';
import { hashPassword } from '../../identity/auth.service.js';
import { parkToday } from '../park-time.js';
import { loadProducts } from '../../reference/products/load-products.js';
import type { CreateContext } from './create-payload.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What creation reads from the database and the clock, as of `now` (HTTP: the request's time). */
export function createContextFor(db: DataSource, now: Date, actor: Pick<Actor, 'userId' | 'realname' | 'companyId'>): CreateContext {
  return {
    today: parkToday(now),
    actorCompanyId: actor.companyId,
    productsOf: (ids) => loadProducts(db, ids),
    hashPassword,
    phoneRegistered: (phone) => isPhoneRegistered(db, phone),
    async companyOf(id) {
      if (!UUID.test(id)) return null;
      const rows: { id: string; name: string }[] = await db.query('SELECT id, name FROM companies WHERE id = $1', [id]);
      return rows[0] ?? null;
    },
    async submitter() {
      const rows: { phone: string | null }[] = await db.query('SELECT phone FROM users WHERE id = $1', [actor.userId]);
      return { userName: actor.realname, tel: rows[0]?.phone ?? null };
    },
  };
}
