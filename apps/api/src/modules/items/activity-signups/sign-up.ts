import {
  activitySignUpSchema,
  type Actor,
  DomainError,
  isPlatformStaff,
  parkToday,
  parseOrThrow,
  signUpRefusal,
} from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { refreshPersonNum } from '../../../platform/read-model/read-model-extras.js';
import { readModelTable } from '../../../platform/read-model/read-model.js';
import { findCompany } from '../../identity/companies.js';
import { activityFor } from './signup-access.js';
import { SignUpRecords } from './signup-records.js';
import { type SignUpView, signUpView } from './signup-view.js';

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
    const activity = await activityFor(new ItemRows(m), req.activityId, actor, { lock: true });
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
    const companyId = isPlatformStaff(actor) ? null : actor.companyId;
    const own = companyId ? await findCompany(m, companyId) : null;
    const row = await new SignUpRecords(m).insert({
      activity_id: activity.id,
      company_id: companyId,
      company_name: own?.name ?? input.companyName,
      contacts: input.contacts,
      gender: input.gender,
      idcard: input.idcard ?? null,
      office: input.office ?? null,
      professional_field: input.professionalField ?? null,
      email: input.email ?? null,
      tel: input.tel,
      applicants_num: input.applicantsNum,
      remark: input.remark ?? null,
      created_by: actor.userId,
      created_at: now,
    });
    await refreshPersonNum(m, readModelTable('activity'), activity.id);
    return { ...signUpView(row), personNum: personNum + input.applicantsNum };
  });
}
