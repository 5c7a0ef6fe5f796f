import { z } from 'zod';
import { SMS_CODE_LENGTH } from '../constants.js';
import type { MessageCode } from '../messages/catalogue.js';
import { OBJECT, id, password, requiredText, untrimmedPassword, unlessInvalid } from './fields.js';

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

/** The forced super-admin dialog: new password, confirmation and the 6-digit SMS code. */
export const forcedPasswordSchema = z
  .object(
    {
      ...passwordPair,
      messageVerifyCode: z.string({ error: 'AUTH.SMS_CODE' }).trim().regex(SMS_CODE, { error: 'AUTH.SMS_CODE' }),
    },
    OBJECT,
  )
  .refine(confirmMatches, MISMATCH);
export type ForcedPasswordInput = z.output<typeof forcedPasswordSchema>;
