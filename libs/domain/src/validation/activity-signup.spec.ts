import { activitySignUpSchema, signUpRefusal } from './activity-signup.js';
import { issueCodes } from './parse.js';

const valid = {
  companyName: '某生物公司',
  contacts: '钱七',
  gender: 2,
  idcard: '11010519491231002x',
  office: '研发总监',
  professionalField: '抗体药物',
  email: 'qian@example.com',
  tel: '18612345678',
  applicantsNum: '3',
  remark: '',
};

describe('activity sign-up', () => {
  it('given a complete sign-up, when validated, then it passes with normalised values', () => {
    expect(activitySignUpSchema.parse(valid)).toEqual({
      ...valid,
      idcard: '11010519491231002X',
      applicantsNum: 3,
      remark: undefined,
    });
  });
  it('given only the required fields, when validated, then it passes', () => {
    const { companyName, contacts, gender, tel, applicantsNum } = valid;
    expect(issueCodes(activitySignUpSchema, { companyName, contacts, gender, tel, applicantsNum })).toEqual([]);
  });
  it('given an empty form, when validated, then the required fields are reported', () => {
    expect(issueCodes(activitySignUpSchema, {}).map((i) => i.code)).toEqual([
      'ACTIVITY.COMPANY_REQUIRED',
      'ACTIVITY.CONTACTS_REQUIRED',
      'ACTIVITY.GENDER_REQUIRED',
      'ACTIVITY.TEL_REQUIRED',
      'ACTIVITY.APPLICANTS_REQUIRED',
    ]);
  });
  it('given bad optional values, when validated, then their formats are reported', () => {
    expect(
      issueCodes(activitySignUpSchema, { ...valid, gender: 3, idcard: '123', email: 'nope', tel: '123', applicantsNum: 0 }),
    ).toEqual([
      { field: 'gender', code: 'ACTIVITY.GENDER_REQUIRED' },
      { field: 'idcard', code: 'VALIDATION.IDCARD' },
      { field: 'email', code: 'VALIDATION.EMAIL' },
      { field: 'tel', code: 'VALIDATION.MOBILE' },
      { field: 'applicantsNum', code: 'ACTIVITY.APPLICANTS_INVALID' },
    ]);
  });
});

describe('sign-up refusal', () => {
  const open = { isCheck: 1, applyDeadline: '2026-03-10', peopleLimit: 10, personNum: 7 };
  it('given an approved activity with room before its deadline, when 3 sign up, then it is accepted', () => {
    expect(signUpRefusal(open, 3, '2026-03-10')).toBeNull();
  });
  it.each([0, -1, null])('given isCheck %p, when someone signs up, then it is not approved yet', (isCheck) => {
    expect(signUpRefusal({ ...open, isCheck }, 1, '2026-03-01')).toBe('ACTIVITY.NOT_APPROVED');
  });
  it('given the day after the deadline, when someone signs up, then sign-ups are closed', () => {
    expect(signUpRefusal(open, 1, '2026-03-11')).toBe('ACTIVITY.SIGNUP_CLOSED');
  });
  it('given 7 of 10 places taken, when 4 sign up, then it is full', () => {
    expect(signUpRefusal(open, 4, '2026-03-01')).toBe('ACTIVITY.SIGNUP_FULL');
  });
});
