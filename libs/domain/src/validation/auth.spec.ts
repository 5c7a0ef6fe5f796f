import { issueCodes } from './parse.js';
import { changePasswordSchema, forcedPasswordSchema, loginSchema } from './auth.js';

describe('login body', () => {
  it('given a username and password, when validated, then it passes (password untouched)', () => {
    expect(loginSchema.parse({ username: ' admin ', password: ' pw ' })).toEqual({ username: 'admin', password: ' pw ' });
  });
  it('given empty fields, when validated, then each asks to be filled', () => {
    expect(issueCodes(loginSchema, { username: '', password: '' })).toEqual([
      { field: 'username', code: 'AUTH.USERNAME_REQUIRED' },
      { field: 'password', code: 'AUTH.PASSWORD_REQUIRED' },
    ]);
  });
});

describe('password rule (6-20 non-space, a letter and a digit)', () => {
  const codesFor = (password: string) => issueCodes(changePasswordSchema, { password, confPwd: password });
  it.each(['abc123', 'A1b2c3d4e5f6g7h8i9j0', 'pass_word1!'])('given %s, when validated, then it is accepted', (pw) => {
    expect(codesFor(pw)).toEqual([]);
  });
  it.each(['abc12', 'a'.repeat(20) + '1', 'abcdefgh', '12345678', 'abc 123', ''])(
    'given %p, when validated, then 请填写6-20位包含字母和数字的密码',
    (pw) => {
      expect(codesFor(pw).map((i) => i.code)).toContain('VALIDATION.PASSWORD');
    },
  );
  it('given a different confirmation, when validated, then 两次密码填写不一致 on confPwd', () => {
    expect(issueCodes(changePasswordSchema, { password: 'abc123', confPwd: 'abc124' })).toEqual([
      { field: 'confPwd', code: 'VALIDATION.PASSWORD_MISMATCH' },
    ]);
  });
  it('given an invalid password, when validated, then no mismatch is added on top', () => {
    expect(issueCodes(changePasswordSchema, { password: 'abc', confPwd: 'abc123' })).toEqual([
      { field: 'password', code: 'VALIDATION.PASSWORD' },
    ]);
  });
});

describe('forced password dialog', () => {
  it('given matching passwords and a 6-digit code, when validated, then it passes', () => {
    expect(issueCodes(forcedPasswordSchema, { password: 'abc123', confPwd: 'abc123', verificationCode: '123456' })).toEqual([]);
  });
  it('given the code as seed 000 names it (messageVerifyCode), when parsed, then it is read as verificationCode', () => {
    expect(forcedPasswordSchema.parse({ password: 'abc123', confPwd: 'abc123', messageVerifyCode: ' 123456 ' })).toEqual({
      password: 'abc123',
      confPwd: 'abc123',
      verificationCode: '123456',
    });
  });
  it.each(['', '12345', '1234567', 'abcdef', undefined])(
    'given SMS code %p, when validated, then 请填写6位数的验证码',
    (code) => {
      expect(issueCodes(forcedPasswordSchema, { password: 'abc123', confPwd: 'abc123', verificationCode: code })).toEqual([
        { field: 'verificationCode', code: 'AUTH.SMS_CODE' },
      ]);
    },
  );
  it('given different passwords and no code, when validated, then both are named', () => {
    expect(issueCodes(forcedPasswordSchema, { password: 'abc123', confPwd: 'abc124', verificationCode: '' })).toEqual([
      { field: 'verificationCode', code: 'AUTH.SMS_CODE' },
      { field: 'confPwd', code: 'VALIDATION.PASSWORD_MISMATCH' },
    ]);
  });
});
