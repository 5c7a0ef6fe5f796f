import { z } from 'zod';
import type { MessageCode } from '../messages/catalogue.js';
import {
  LONG_TEXT,
  OBJECT,
  codeOf,
  mobile,
  optionalEmail,
  optionalIdcard,
  optionalText,
  positiveInt,
  requiredText,
} from './fields.js';

/**
 * Sign up for an activity (seed 002 §3 sign-up fields). The seed shows no rules: who, how many
 * and how to reach them are required; the rest is optional but checked when given.
 */
export const activitySignUpSchema = z.object(
  {
    companyName: requiredText('ACTIVITY.COMPANY_REQUIRED'),
    contacts: requiredText('ACTIVITY.CONTACTS_REQUIRED'),
    gender: codeOf([1, 2], 'ACTIVITY.GENDER_REQUIRED'),
    idcard: optionalIdcard(),
    office: optionalText(),
    professionalField: optionalText(),
    email: optionalEmail(),
    tel: mobile('ACTIVITY.TEL_REQUIRED', 'VALIDATION.MOBILE'),
    applicantsNum: positiveInt({ required: 'ACTIVITY.APPLICANTS_REQUIRED', invalid: 'ACTIVITY.APPLICANTS_INVALID' }),
    remark: optionalText(LONG_TEXT),
  },
  OBJECT,
);
export type ActivitySignUpInput = z.output<typeof activitySignUpSchema>;

/** What a sign-up is checked against: the activity as its read model shows it. */
export interface SignUpTarget {
  /** 0 未审核, 1 已通过, -1 未通过 */
  isCheck: number | null;
  /** 'YYYY-MM-DD', the last day sign-ups are taken. */
  applyDeadline: string;
  peopleLimit: number;
  /** People already signed up (the sum of every sign-up's applicantsNum). */
  personNum: number;
}

/**
 * Why `applicantsNum` more people may not sign up `today` ('YYYY-MM-DD' in the park), or null.
 * Only an approved activity takes sign-ups; the deadline day itself still does (the list shows
 * 已结束 only once the deadline is past); the people limit counts people, not sign-ups.
 */
export function signUpRefusal(activity: SignUpTarget, applicantsNum: number, today: string): MessageCode | null {
  if (activity.isCheck !== 1) return 'ACTIVITY.NOT_APPROVED';
  if (today > activity.applyDeadline) return 'ACTIVITY.SIGNUP_CLOSED';
  if (activity.personNum + applicantsNum > activity.peopleLimit) return 'ACTIVITY.SIGNUP_FULL';
  return null;
}
