import type { Kind } from '@parkflow/domain';
import type { EntityManager } from 'typeorm';

/**
 * Read-model fields that do not come from an item's own events.
 *
 * activity.personNum (people signed up, seed 002 §2) is a read-model field, not computed at
 * read time: the activity list shows, filters and pages on it and the sign-up limit check needs
 * it under the row lock. Its source of truth is `activity_signups` (SUM of applicants_num); the
 * sign-up slice rewrites it in the same transaction as each sign-up, and a projection rebuild
 * re-derives it with the same statement, so a rebuilt row equals the live one. Only an approved
 * activity (a final state) takes sign-ups, so no later event of the activity overwrites it.
 */
export async function refreshPersonNum(m: EntityManager, table: string, activityId: string | null): Promise<void> {
  await m.query(
    `UPDATE ${table} AS rm SET fields = jsonb_set(rm.fields, '{personNum}', to_jsonb(s.n))
       FROM (SELECT activity_id, SUM(applicants_num)::int AS n FROM activity_signups
              WHERE $1::uuid IS NULL OR activity_id = $1::uuid GROUP BY activity_id) s
      WHERE rm.id = s.activity_id`,
    [activityId],
  );
}

/** Per kind: re-apply the extras to a freshly rebuilt table (every row of it). */
export const READ_MODEL_EXTRAS: Partial<Record<Kind, (m: EntityManager, table: string) => Promise<void>>> = {
  activity: (m, table) => refreshPersonNum(m, table, null),
};
