import { issueCodes } from './parse.js';
import { labAppointmentCreateSchema } from './lab-appointment.js';

const schema = labAppointmentCreateSchema('2025-03-10');
const parallel = {
  appointmentType: 1,
  contacts: '李四',
  tel: '13912345678',
  companyName: '某检测公司',
  date: '2025-03-11',
  startTime: '09:00',
  endTime: '11:30',
  parallelLaboratory: { liquidChromatography: 'true', ramanSpectra: true, gasChromatography: 'false' },
};
const codes = (patch: Record<string, unknown>) => issueCodes(schema, { ...parallel, ...patch });

describe('laboratory appointment create', () => {
  it('given a parallel-laboratory appointment, when validated, then times carry the date and flags are booleans', () => {
    const parsed = schema.parse(parallel);
    expect(parsed).toMatchObject({
      appointmentType: 1,
      date: '2025-03-11',
      startTime: '2025-03-11 09:00:00',
      endTime: '2025-03-11 11:30:00',
    });
    if (parsed.appointmentType !== 1) throw new Error('expected a parallel appointment');
    expect(parsed.parallelLaboratory).toMatchObject({ liquidChromatography: true, ramanSpectra: true, gasChromatography: false });
    expect(Object.keys(parsed.parallelLaboratory)).toHaveLength(29);
    expect(parsed).not.toHaveProperty('innovationLaboratory');
  });

  it('given the seed payload (date plus time, type as text), when validated, then it is accepted too', () => {
    const parsed = schema.parse({
      appointmentType: '2',
      contacts: '王五',
      tel: '15012345678',
      companyName: '某药企',
      startTime: '2025-03-10 00:00:00',
      endTime: '2025-03-10 23:30:00',
      innovationLaboratory: { pk: 'true', laboratoryRelocation: 'true' },
    });
    expect(parsed).toMatchObject({ appointmentType: 2, date: '2025-03-10', startTime: '2025-03-10 00:00:00' });
    if (parsed.appointmentType !== 2) throw new Error('expected an innovation appointment');
    expect(parsed.innovationLaboratory).toMatchObject({ pk: true, laboratoryRelocation: true, pd: false });
  });

  it('given an empty form, when validated, then each field has the seed message', () => {
    expect(issueCodes(schema, {}).map((i) => i.code)).toEqual([
      'LAB.TYPE_REQUIRED',
      'LAB.CONTACTS_REQUIRED',
      'LAB.TEL_REQUIRED',
      'LAB.COMPANY_REQUIRED',
      'LAB.DATE_REQUIRED',
      'LAB.START_REQUIRED',
      'LAB.END_REQUIRED',
    ]);
  });

  it.each([0, 3, 'x'])('given type %p, when validated, then 请选择预约意向', (appointmentType) => {
    expect(codes({ appointmentType })).toContainEqual({ field: 'appointmentType', code: 'LAB.TYPE_REQUIRED' });
  });

  it('given a bad phone, when validated, then 请输入正确的手机号', () => {
    expect(codes({ tel: '11012345678' })).toEqual([{ field: 'tel', code: 'VALIDATION.MOBILE' }]);
  });

  it.each(['09:15', '09:30:30', '24:00', '9:00'])(
    'given start %s off the half-hour grid, when validated, then it is refused',
    (startTime) => {
      expect(codes({ startTime })).toEqual([{ field: 'startTime', code: 'LAB.TIME_OFF_GRID' }]);
    },
  );

  it('given an end not after the start, when validated, then the end is refused', () => {
    expect(codes({ startTime: '10:00', endTime: '10:00:00' })).toEqual([{ field: 'endTime', code: 'LAB.END_NOT_AFTER_START' }]);
    expect(codes({ startTime: '10:00', endTime: '09:30' })).toEqual([{ field: 'endTime', code: 'LAB.END_NOT_AFTER_START' }]);
  });

  it('given an end on another day than the start, when validated, then the end gets its own message, not the grid one', () => {
    const seed = { date: undefined, startTime: '2025-03-11 09:00:00' };
    expect(codes({ ...seed, endTime: '2025-03-12 10:00:00' })).toEqual([{ field: 'endTime', code: 'LAB.END_ON_ANOTHER_DAY' }]);
    expect(codes({ ...seed, endTime: '2025-03-10 23:30:00' })).toEqual([{ field: 'endTime', code: 'LAB.END_ON_ANOTHER_DAY' }]);
    expect(codes({ endTime: '2025-03-12T10:00' })).toEqual([{ field: 'endTime', code: 'LAB.END_ON_ANOTHER_DAY' }]);
    expect(codes({ startTime: '2025-03-12 09:00:00' })).toEqual([{ field: 'startTime', code: 'LAB.START_ON_ANOTHER_DAY' }]);
    expect(codes({ ...seed, endTime: '2025-03-11 10:00:00' })).toEqual([]);
  });

  it('given the first and last slots, when validated, then the whole window 00:00-23:30 is usable', () => {
    expect(codes({ startTime: '00:00:00', endTime: '23:30:00' })).toEqual([]);
  });

  it('given yesterday, when validated, then it is accepted; the day before is too early', () => {
    expect(codes({ date: '2025-03-09' })).toEqual([]);
    expect(codes({ date: '2025-03-08' })).toEqual([{ field: 'date', code: 'LAB.DATE_TOO_EARLY' }]);
  });

  it('given type 1 without a set parallel flag, when validated, then a demand is asked for', () => {
    expect(codes({ parallelLaboratory: { liquidChromatography: 'false' } })).toEqual([
      { field: 'parallelLaboratory', code: 'LAB.DEMAND_REQUIRED' },
    ]);
    expect(codes({ parallelLaboratory: undefined, innovationLaboratory: { pk: true } })).toEqual([
      { field: 'parallelLaboratory', code: 'LAB.DEMAND_REQUIRED' },
    ]);
  });

  it('given type 2 with only parallel flags, when validated, then an innovation demand is asked for', () => {
    expect(codes({ appointmentType: 2 })).toEqual([{ field: 'innovationLaboratory', code: 'LAB.DEMAND_REQUIRED' }]);
  });

  it('given several problems, when validated, then the cross-field checks report alongside the field ones', () => {
    expect(codes({ contacts: '', startTime: '10:00', endTime: '09:00', parallelLaboratory: {} }).map((i) => i.code)).toEqual([
      'LAB.CONTACTS_REQUIRED',
      'LAB.END_NOT_AFTER_START',
      'LAB.DEMAND_REQUIRED',
    ]);
  });
});
