import { randomUUID } from 'node:crypto';
import { activitySignUpSchema, type Actor, DomainError, isPlatformStaff, parseOrThrow, signUpRefusal } from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { parkToday } from '../park-time.js';
import { refreshPersonNum } from '../../../platform/read-model/read-model-extras.js';
import { ACTIVITY_TABLE, activityFor } from './signup-access.js';
import { type SignUpRow, type SignUpView, signUpView } from './signup-view.js';

/**
 * One sign-up, checked and written in one transaction with the activity's personNum: the
 * activity row is locked first, so two sign-ups for the last places cannot both pass the limit.
 * A company member signs up for their own company (its registered name, as the form shows it
 * read-only); platform staff may register someone on behalf of the company they name.
 * Used by the HTTP slice and by the demo data, so both follow the same rules.
 */
export async function signUp(
  db: DataSource,
  req: { activityId: string; body: unknown; actor: Actor; now: Date },
): Promise<SignUpView & { personNum: number }> {
  const { actor, now } = req;
  return db.transaction(async (m) => {
    const activity = await activityFor(m, req.activityId, actor, { lock: true });
    const input = parseOrThrow(activitySignUpSchema, req.body);
    const fields = activity.fields;
    const personNum = Number(fields.personNum ?? 0);
    const refusal = signUpRefusal(
      {
        isCheck: typeof fields.isCheck === 'number' ? fields.isCheck : null,
        applyDeadline: String(fields.applyDeadline ?? ''),
        peopleLimit: Number(fields.peopleLimit ?? 0),
        personNum,
      },
      input.applicantsNum,
      parkToday(now),
    );
    if (refusal) throw new DomainError(refusal);
    const staff = isPlatformStaff(actor);
    const companyId = staff ? null : actor.companyId;
    const own: { name: string }[] = companyId ? await m.query('SELECT name FROM companies WHERE id = $1', [companyId]) : [];
    const rows: SignUpRow[] = await m.query(
      `INSERT INTO activity_signups (id, activity_id, company_id, company_name, contacts, gender, idcard, office,
         professional_field, email, tel, applicants_num, remark, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
      [
        randomUUID(),
        activity.id,
        companyId,
        own[0]?.name ?? input.companyName,
        input.contacts,
        input.gender,
        input.idcard ?? null,
        input.office ?? null,
        input.professionalField ?? null,
        input.email ?? null,
        input.tel,
        input.applicantsNum,
        input.remark ?? null,
        actor.userId,
        now.toISOString(),
      ],
    );
    await refreshPersonNum(m, ACTIVITY_TABLE, activity.id);
    return { ...signUpView(rows[0]!), personNum: personNum + input.applicantsNum };
  });
}
