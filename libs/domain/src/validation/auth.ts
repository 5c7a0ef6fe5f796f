import { z } from 'zod';
import { SMS_CODE_LENGTH } from '../constants.js';
import type { MessageCode } from '../messages/catalogue.js';
import { OBJECT, id, optionalMobile, password, requiredText, untrimmedPassword, unlessInvalid } from './fields.js';

/** POST /api/auth/login. The password is not trimmed: spaces would be part of it. */
export const loginSchema = z.object(
  {
    username: requiredText('AUTH.USERNAME_REQUIRED'),
    password: untrimmedPassword('AUTH.PASSWORD_REQUIRED'),
  },
  OBJECT,
);
export type LoginInput = z.output<typeof loginSchema>;

const SMS_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** Confirmation follows the password rule too and must equal it (seed 002 §5). */
const passwordPair = { password: password(), confPwd: password() };
const confirmMatches = <T extends { password: string; confPwd: string }>(v: T) => v.password === v.confPwd;
const MISMATCH = {
  error: 'VALIDATION.PASSWORD_MISMATCH' satisfies MessageCode,
  path: ['confPwd'],
  when: unlessInvalid('password', 'confPwd'),
};

/** Admin change password (seed 000 §7: id, password, confPwd); id may come from the route instead. */
export const changePasswordSchema = z
  .object({ id: id('VALIDATION.INVALID').optional(), ...passwordPair }, OBJECT)
  .refine(confirmMatches, MISMATCH);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/**
 * Change one's own password with an SMS code (POST /api/auth/password; the forced super-admin
 * dialog and the own-account dialog). The code is `verificationCode` as in seed 002 §7; the
 * form field name of seed 000 §3, `messageVerifyCode`, is read when that one is absent.
 */
export const forcedPasswordSchema = z.preprocess(
  (v) =>
    typeof v === 'object' && v !== null && !('verificationCode' in v) && 'messageVerifyCode' in v
      ? { ...v, verificationCode: (v as { messageVerifyCode: unknown }).messageVerifyCode }
      : v,
  z
    .object(
      {
        ...passwordPair,
        verificationCode: z.string({ error: 'AUTH.SMS_CODE' }).trim().regex(SMS_CODE, { error: 'AUTH.SMS_CODE' }),
      },
      OBJECT,
    )
    .refine(confirmMatches, MISMATCH),
);
export type ForcedPasswordInput = z.output<typeof forcedPasswordSchema>;

/** POST /api/auth/sms-code: the phone is optional (the account's own is used), else it must be it. */
export const smsCodeRequestSchema = z.object({ mobile: optionalMobile('VALIDATION.MOBILE_USER') }, OBJECT);
export type SmsCodeRequestInput = z.output<typeof smsCodeRequestSchema>;
