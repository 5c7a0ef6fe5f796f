import { type Actor, DomainError, isPlatformStaff, mayOpenKind } from '@parkflow/domain';
import { assertCanSeeItem } from '../../../platform/auth/visibility.js';
import type { ItemRows } from '../../../platform/read-model/item-rows.js';
import type { ReadModelRow } from '../../../platform/read-model/read-model.js';
import { parseItemId } from '../item-view.js';

/**
 * The activity a sign-up call is about, if this actor may reach it: an approved activity is
 * published to the whole park (any company may sign up), any other only to who may see the item.
 * `lock` takes the row lock a sign-up needs to check and raise personNum without a race.
 */
export async function activityFor(rows: ItemRows, idParam: string, actor: Actor, { lock = false } = {}): Promise<ReadModelRow> {
  if (!mayOpenKind(actor, 'activity')) throw new DomainError('AUTH.FORBIDDEN');
  const row = await rows.find('activity', parseItemId(idParam), { lock });
  if (!row) throw new DomainError('ENGINE.NOT_FOUND');
  // An approved activity is published to the whole park (libs/domain visibility), so any company may sign up.
  assertCanSeeItem(actor, 'activity', row);
  return row;
}

/** Whose sign-ups this actor sees: platform staff every company's (null), a member its own. */
export const signUpScope = (actor: Actor): string | null => (isPlatformStaff(actor) ? null : actor.companyId);
