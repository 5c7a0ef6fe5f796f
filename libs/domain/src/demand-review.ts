import { DEMAND_CATEGORIES, type DemandCategory } from './constants.js';
import type { Kind } from './kinds.js';
import type { MessageCode } from './messages/catalogue.js';

/**
 * The demand lists of seed 002 (§3 Property/Bio demand, §4 Demand review isCheck): property,
 * bio work and bio service. Their review asks 是否通过? before an approval and says 已通过! /
 * 驳回成功! after; the other demand lists (seed 001 §5) ask 是否确认通过审核? and say 审批成功 /
 * 驳回成功. Both reject with 此操作将驳回这条需求, 是否继续? (cancel: 已取消驳回).
 */
export const SEED_002_DEMAND_CATEGORIES: readonly DemandCategory[] = ['property', 'bio-work', 'bio-service'];

/**
 * The demand lists with an add variant (seed 001 §2.1: equipment, sharing centre, supply chain
 * and property "two variants, one with add"; seed 002 §7: add demand for property and
 * Bio-Service). Bio work has a list only.
 */
export const DEMAND_CATEGORIES_WITH_ADD: readonly DemandCategory[] = DEMAND_CATEGORIES.filter((c) => c !== 'bio-work');

const isSeed002Demand = (kind: Kind, category: unknown): boolean =>
  kind === 'service-demand' && (SEED_002_DEMAND_CATEGORIES as readonly unknown[]).includes(category);

/** The confirm before an approval of this item. */
export const approveConfirmOf = (kind: Kind, category: unknown): MessageCode =>
  isSeed002Demand(kind, category) ? 'CONFIRM.APPROVE_DEMAND' : 'CONFIRM.APPROVE';

/** The notice after an approval or a rejection of this item. */
export const decisionSuccessOf = (kind: Kind, category: unknown, type: 'Approve' | 'Reject'): MessageCode => {
  if (isSeed002Demand(kind, category)) return type === 'Approve' ? 'SUCCESS.PASSED' : 'SUCCESS.REJECTED_BANG';
  return type === 'Approve' ? 'SUCCESS.APPROVED' : 'SUCCESS.REJECTED';
};

/** Whether a demand list offers 新增 (other kinds: their own rule). */
export const demandListAdds = (category: DemandCategory): boolean => DEMAND_CATEGORIES_WITH_ADD.includes(category);
