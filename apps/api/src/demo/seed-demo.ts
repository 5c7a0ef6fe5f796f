import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { hashPassword } from '../modules/identity/auth.service.js';
import { insertUser } from '../modules/identity/accounts.js';
import {
  DEMO_BANKS,
  DEMO_COLUMN_ASSIGNMENTS,
  ALL_DEMO_COMPANIES,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
  DEMO_STAFF,
  DEMO_USERS,
} from './demo-reference.js';
import { seedDemoItems } from './demo-items.js';
import { demoServices } from './demo-runner.js';

const SEED_LOCK = 7_240_001;

/** Seeds once: a second start (or a second process) finds the users and does nothing. */
export async function seedDemo(app: INestApplication | INestApplicationContext): Promise<boolean> {
  const db = app.get(DataSource);
  const seededReference = await db.transaction(async (m) => {
    await m.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const existing: unknown[] = await m.query(`SELECT 1 FROM users WHERE username = 'admin'`);
    if (existing.length > 0) return false;
    await seedReference(m);
    return true;
  });
  if (seededReference) await seedDemoItems(demoServices(app), new Date());
  return seededReference;
}

export async function seedReference(m: EntityManager): Promise<void> {
  for (const c of ALL_DEMO_COMPANIES) {
    await m.query('INSERT INTO companies (id, name, settled, bio_company) VALUES ($1, $2, $3, $4)', [
      c.id,
      c.name,
      c.settled,
      c.bioCompany,
    ]);
  }
  for (const b of DEMO_BANKS) await m.query('INSERT INTO banks (id, bank_name) VALUES ($1, $2)', [b.id, b.bankName]);
  for (const p of DEMO_PRODUCTS) {
    await m.query('INSERT INTO products (id, product_name) VALUES ($1, $2)', [p.id, p.productName]);
    for (const bankId of p.bankIds) {
      await m.query('INSERT INTO product_banks (product_id, bank_id) VALUES ($1, $2)', [p.id, bankId]);
    }
  }
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of [...DEMO_USERS, ...DEMO_STAFF]) {
    const { id, username, realname, phone, companyId, bankId, initialPassword } = u;
    const passwordInitial = initialPassword;
    await insertUser(m, {
      id,
      username,
      passwordHash: hash,
      realname,
      phone,
      roleIds: u.roles,
      companyId,
      bankId,
      passwordInitial,
    });
  }
  for (const a of DEMO_COLUMN_ASSIGNMENTS) {
    const staff = DEMO_STAFF.find((s) => s.username === a.username)!;
    await m.query(`INSERT INTO user_columns (user_id, company_id, location_id, column_id) SELECT $1, $2, $3, unnest($4::int[])`, [
      staff.id,
      staff.companyId,
      a.locationId,
      a.columnIds,
    ]);
  }
}
