import { issueCodes } from './parse.js';
import { visitAppointmentCreateSchema } from './visit-appointment.js';

const TODAY = '2025-03-10';
const schema = visitAppointmentCreateSchema(TODAY);
const valid = {
  contacts: '张三',
  tel: '13812345678',
  companyName: '某生物科技有限公司',
  intentionVisit: '1,3',
  whetherOutsideCity: 0,
  visitorsNum: 5,
  visitDate: '2025-03-12',
  visitPurpose: '考察入驻',
};
const codes = (patch: Record<string, unknown>) => issueCodes(schema, { ...valid, ...patch });

describe('visit appointment create', () => {
  it('given a complete appointment, when validated, then the seed payload comes back', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('given form-typed values, when validated, then they are normalised to the payload types', () => {
    const parsed = schema.parse({ ...valid, intentionVisit: ['4', '2', '2'], whetherOutsideCity: '1', visitorsNum: '12' });
    expect(parsed).toMatchObject({ intentionVisit: '2,4', whetherOutsideCity: 1, visitorsNum: 12 });
  });

  it('given an empty form, when validated, then every field reports its own message', () => {
    expect(issueCodes(schema, {}).map((i) => i.code)).toEqual([
      'VISIT.CONTACTS_REQUIRED',
      'VISIT.TEL_REQUIRED',
      'VISIT.COMPANY_REQUIRED',
      'VISIT.INTENTION_REQUIRED',
      'VISIT.OUTSIDE_CITY_REQUIRED',
      'VISIT.VISITORS_REQUIRED',
      'VISIT.DATE_REQUIRED',
      'VISIT.PURPOSE_REQUIRED',
    ]);
  });

  it.each(['12812345678', '1381234567', '138123456789', '23812345678', 'abc'])(
    'given phone %s, when validated, then 请输入正确的手机号',
    (tel) => {
      expect(codes({ tel })).toEqual([{ field: 'tel', code: 'VALIDATION.MOBILE' }]);
    },
  );

  it.each(['', '5', '0', [], ['1', '9']])('given intention %p, when validated, then 请选择参观意向', (intentionVisit) => {
    expect(codes({ intentionVisit }).map((i) => i.code)).toContain('VISIT.INTENTION_REQUIRED');
  });

  it.each([2, -1, 'yes'])('given outside-city flag %p, when validated, then 请选择是否来自市外', (whetherOutsideCity) => {
    expect(codes({ whetherOutsideCity })).toEqual([{ field: 'whetherOutsideCity', code: 'VISIT.OUTSIDE_CITY_REQUIRED' }]);
  });

  it.each([0, -3, 2.5, '2.5', 'abc'])('given visitor count %p, when validated, then 请输入正确的人数', (visitorsNum) => {
    expect(codes({ visitorsNum })).toEqual([{ field: 'visitorsNum', code: 'VISIT.VISITORS_INVALID' }]);
  });

  it('given yesterday, when validated, then it is accepted; the day before is too early', () => {
    expect(codes({ visitDate: '2025-03-09' })).toEqual([]);
    expect(codes({ visitDate: '2025-03-08' })).toEqual([{ field: 'visitDate', code: 'VISIT.DATE_TOO_EARLY' }]);
  });

  it('given an impossible date, when validated, then it is not a date', () => {
    expect(codes({ visitDate: '2025-02-30' })).toEqual([{ field: 'visitDate', code: 'VALIDATION.DATE_INVALID' }]);
  });

  it("given a malformed today, when building the schema, then it throws (today is the caller's job)", () => {
    expect(() => visitAppointmentCreateSchema('10/03/2025')).toThrow(RangeError);
  });
});
