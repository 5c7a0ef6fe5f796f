import {
  addDays,
  earliestAppointmentDate,
  isHalfHourSlot,
  isIsoDate,
  minutesOfDay,
  parkDateTime,
  parkPartsByIntl,
  parkPartsOf,
  parkToday,
} from './dates.js';

describe('dates', () => {
  it('given real and impossible dates, when checked, then only real YYYY-MM-DD dates pass', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
  });
  it('given a date, when shifted, then months and years roll over', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(earliestAppointmentDate('2025-03-10')).toBe('2025-03-09');
  });
  it('given a bad date, when shifted, then it throws', () => {
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });
  it('given times, when read, then minutes since midnight come back and the half-hour grid is enforced', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:30:00')).toBe(1410);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(isHalfHourSlot('09:30')).toBe(true);
    expect(isHalfHourSlot('09:30:00')).toBe(true);
    expect(isHalfHourSlot('09:15')).toBe(false);
    expect(isHalfHourSlot('09:30:10')).toBe(false);
    expect(isHalfHourSlot('9:30')).toBe(false);
  });
  it('given times from 1985 to 2100, when read in the park, then the fixed UTC+8 reading agrees with Intl (DST until 1991 included)', () => {
    const times = [
      Date.UTC(1986, 4, 4, 18, 0, 0), // daylight saving time in 1986: Intl's path
      Date.UTC(1991, 8, 14, 17, 30, 0),
      Date.UTC(1991, 11, 31, 15, 59, 59),
      Date.UTC(1991, 11, 31, 16, 0, 0), // the first instant of the fixed path
      Date.UTC(2024, 1, 28, 16, 0, 0), // 29 February in the park
      Date.UTC(2025, 11, 31, 23, 59, 59, 999),
      Date.UTC(2100, 0, 1, 0, 0, 0),
    ];
    for (let t = Date.UTC(1985, 0, 1); t < Date.UTC(2100, 0, 1); t += 7_919 * 60_000 + 13_000) times.push(t);
    for (const t of times) expect([t, parkPartsOf(new Date(t))]).toEqual([t, parkPartsByIntl(new Date(t))]);
  });

  it('given a UTC time, when shown, then it reads in the park (UTC+8), whatever the machine zone', () => {
    expect(parkDateTime('2025-03-01T16:30:05.000Z')).toBe('2025-03-02 00:30:05');
    expect(parkDateTime(new Date('2025-03-01T00:00:00Z'))).toBe('2025-03-01 08:00:00');
    expect(parkDateTime(null)).toBe('');
    expect(parkDateTime('2025-03-01 下午')).toBe('2025-03-01 下午');
    expect(parkToday(new Date('2025-03-01T23:59:00Z'))).toBe('2025-03-02');
  });
});
