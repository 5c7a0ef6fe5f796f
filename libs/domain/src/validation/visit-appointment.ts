import { z } from 'zod';
import { VISIT_INTENTION_CODES } from '../constants.js';
import { LONG_TEXT, OBJECT, codeOf, isoDate, mobile, positiveInt, requiredText, unlessInvalid } from './fields.js';
import { notBefore, yesterdayOf } from './appointment-date.js';
import { perDay } from './per-day.js';

/**
 * intentionVisit: the seed sends a comma string of codes 1-4 ('1,3'); checkbox groups give an
 * array. Both are accepted; the result is the comma string, de-duplicated, in code order.
 */
const intentionVisit = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(codeOf(VISIT_INTENTION_CODES, 'VISIT.INTENTION_REQUIRED'), { error: 'VISIT.INTENTION_REQUIRED' })
    .min(1, { error: 'VISIT.INTENTION_REQUIRED' })
    .transform((codes) => [...new Set(codes)].sort((a, b) => a - b).join(',')),
);

/** Create a visit appointment (seed 000 §5.3 and the §7 payload); `today` is 'YYYY-MM-DD'. */
export const visitAppointmentCreateSchema = perDay((today: string) => {
  const earliest = yesterdayOf(today);
  return z
    .object(
      {
        contacts: requiredText('VISIT.CONTACTS_REQUIRED'),
        tel: mobile('VISIT.TEL_REQUIRED', 'VALIDATION.MOBILE'),
        companyName: requiredText('VISIT.COMPANY_REQUIRED'),
        intentionVisit,
        whetherOutsideCity: codeOf([0, 1], 'VISIT.OUTSIDE_CITY_REQUIRED'),
        visitorsNum: positiveInt({ required: 'VISIT.VISITORS_REQUIRED', invalid: 'VISIT.VISITORS_INVALID' }),
        visitDate: isoDate('VISIT.DATE_REQUIRED'),
        visitPurpose: requiredText('VISIT.PURPOSE_REQUIRED', LONG_TEXT),
      },
      OBJECT,
    )
    .refine((v) => notBefore(earliest)(v.visitDate), {
      error: 'VISIT.DATE_TOO_EARLY',
      path: ['visitDate'],
      when: unlessInvalid('visitDate'),
    });
});
export type VisitAppointmentCreateInput = z.output<ReturnType<typeof visitAppointmentCreateSchema>>;
