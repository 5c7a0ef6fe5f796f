import { DomainError, fields, type Kind, parseOrThrow } from '@parkflow/domain';
import { z } from 'zod';
import type { ProductView } from '../reference/products/load-products.js';

/**
 * The products an applicant chose by id (seed 002 §7: productIds, comma-joined), as
 * `GET /api/products` lists them with their banks, in the applicant's order. An unknown id is
 * LOAN.PRODUCT_REQUIRED on `field`.
 */
export async function productListOf(
  ids: readonly string[],
  productsOf: (ids: string[]) => Promise<ProductView[]>,
  field = 'productIds',
): Promise<ProductView[]> {
  const found = new Map((await productsOf([...ids])).map((p) => [p.id, p]));
  if (found.size !== ids.length || !ids.every((i) => found.has(i)))
    throw new DomainError('LOAN.PRODUCT_REQUIRED', undefined, field);
  return ids.map((i) => found.get(i)!);
}

const chosen = z.object({ productIds: fields.idList('LOAN.PRODUCT_REQUIRED') });

/**
 * A loan draft's save (Edit) or its submission (Submit) may name the products by id, as the
 * wizard's first page does; the workflow wants them with their banks (productList), which only
 * the server knows. Other commands and kinds pass unchanged; a client's own productList is
 * never trusted here.
 */
export async function withChosenProducts(
  kind: Kind,
  type: string,
  payload: Record<string, unknown>,
  productsOf: (ids: string[]) => Promise<ProductView[]>,
): Promise<Record<string, unknown>> {
  if (kind !== 'loan' || (type !== 'Edit' && type !== 'Submit')) return payload;
  const { productIds, productList: _ignored, ...rest } = payload;
  if (productIds === undefined) return rest;
  const { productIds: ids } = parseOrThrow(chosen, { productIds });
  return { ...rest, productList: await productListOf(ids, productsOf) };
}
