import type { DataSource } from 'typeorm';
import { isUuid } from '../../../platform/db/sql.js';

export interface ProductView {
  id: string;
  productName: string;
  bankList: { id: string; bankName: string }[];
}

/** Loan products (all, or the given ids) with the banks offering each. */
export async function loadProducts(db: DataSource, ids?: string[]): Promise<ProductView[]> {
  const valid = ids?.filter(isUuid);
  if (valid && valid.length === 0) return [];
  const rows: { id: string; product_name: string; banks: { id: string; bankName: string }[] | null }[] = await db.query(
    `SELECT p.id, p.product_name,
            json_agg(json_build_object('id', b.id, 'bankName', b.bank_name) ORDER BY b.bank_name)
              FILTER (WHERE b.id IS NOT NULL) AS banks
       FROM products p
       LEFT JOIN product_banks pb ON pb.product_id = p.id
       LEFT JOIN banks b ON b.id = pb.bank_id
      ${valid ? 'WHERE p.id = ANY($1::uuid[])' : ''}
      GROUP BY p.id ORDER BY p.product_name`,
    valid ? [valid] : [],
  );
  return rows.map((r) => ({ id: r.id, productName: r.product_name, bankList: r.banks ?? [] }));
}
