import { issueCodes } from './parse.js';
import { accountApplicationSchema, gateGuardSchema, userAddSchema, userRolesEditSchema } from './users.js';

describe('add user', () => {
  const valid = { realname: '孙八', phone: '13312345678', password: 'abc123', roleIds: '3,5', companyId: 7 };
  it('given a complete user, when validated, then ids become text and roles a list', () => {
    expect(userAddSchema.parse(valid)).toEqual({ ...valid, roleIds: ['3', '5'], companyId: '7' });
  });
  it('given an empty form, when validated, then name, phone, password, roles and company are reported', () => {
    expect(issueCodes(userAddSchema, {}).map((i) => i.code)).toEqual([
      'USER.NAME_REQUIRED',
      'USER.PHONE_REQUIRED',
      'VALIDATION.PASSWORD',
      'USER.ROLES_REQUIRED',
      'USER.COMPANY_REQUIRED',
    ]);
  });
  it('given a bad phone, when validated, then the user-add wording 请填写正确的手机号码', () => {
    expect(issueCodes(userAddSchema, { ...valid, phone: '12345678901' })).toEqual([
      { field: 'phone', code: 'VALIDATION.MOBILE_USER' },
    ]);
  });
  it.each([[[]], [''], [' , ']])('given roles %p, when validated, then a role is asked for', (roleIds) => {
    expect(issueCodes(userAddSchema, { ...valid, roleIds })).toEqual([{ field: 'roleIds', code: 'USER.ROLES_REQUIRED' }]);
  });
});

describe('edit roles', () => {
  it('given ids as numbers and an array, when validated, then they are text', () => {
    expect(userRolesEditSchema.parse({ userId: 1, companyId: '2', roleIds: [3, 3, 4] })).toEqual({
      userId: '1',
      companyId: '2',
      roleIds: ['3', '4'],
    });
  });
});

describe('account application', () => {
  it('given realname instead of userName, when validated, then it is read as userName', () => {
    expect(accountApplicationSchema.parse({ companyId: 1, realname: '周九', phone: '17712345678', roleIds: [2] })).toEqual({
      companyId: '1',
      userName: '周九',
      phone: '17712345678',
      roleIds: ['2'],
    });
  });
  it('given nothing, when validated, then every field is reported', () => {
    expect(issueCodes(accountApplicationSchema, {}).map((i) => i.field)).toEqual(['companyId', 'userName', 'phone', 'roleIds']);
  });
});

describe('gate-guard staff', () => {
  it('given an add without password, when validated, then 请输入密码', () => {
    expect(issueCodes(gateGuardSchema('add'), { phone: '13812345678', userName: '吴十' })).toEqual([
      { field: 'password', code: 'GUARD.PASSWORD_REQUIRED' },
    ]);
  });
  it('given an edit without password, when validated, then it passes', () => {
    expect(issueCodes(gateGuardSchema('edit'), { phone: '13812345678', userName: '吴十' })).toEqual([]);
  });
  it.each(['1381234567', '138123456789', ''])('given phone %p, when validated, then 请输入11位手机号', (phone) => {
    expect(issueCodes(gateGuardSchema('edit'), { phone, userName: '吴十' })).toEqual([{ field: 'phone', code: 'GUARD.PHONE' }]);
  });
});
