import { z } from 'zod';
import { OBJECT, codeOf, mobile, optionalEmail, optionalIdcard, optionalText, positiveInt, requiredText } from './fields.js';

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
    remark: optionalText(),
  },
  OBJECT,
);
export type ActivitySignUpInput = z.output<typeof activitySignUpSchema>;
