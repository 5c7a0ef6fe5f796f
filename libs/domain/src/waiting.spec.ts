import { waitedText, waitingOf, workingMsBetween, WORKING_DAY_MS } from './waiting.js';

const H = 3_600_000;
// Park time is UTC+8: 2026-11-23 is a Monday.
const at = (local: string) => new Date(`${local}+08:00`);

describe('working time', () => {
  it('counts Monday to Friday in park time and skips the weekend', () => {
    expect(workingMsBetween(at('2026-11-23T10:00:00').getTime(), at('2026-11-23T16:00:00').getTime())).toBe(6 * H);
    // Friday 18:00 → Monday 09:00: Friday's last 6 h and Monday's first 9 h.
    expect(workingMsBetween(at('2026-11-27T18:00:00').getTime(), at('2026-11-30T09:00:00').getTime())).toBe(15 * H);
    // A whole weekend: nothing.
    expect(workingMsBetween(at('2026-11-28T00:00:00').getTime(), at('2026-11-30T00:00:00').getTime())).toBe(0);
  });
});

describe('waitingOf', () => {
  it('runs from submission for a pending application, and marks approaching and past the service level (2 working days)', () => {
    const submitted = [{ code: 0, at: at('2026-11-23T09:00:00') }];
    expect(waitingOf('visit-appointment', submitted, at('2026-11-23T21:00:00'))).toMatchObject({
      workingMs: 12 * H,
      clock: 'running',
      level: 'ok',
      dueMs: 2 * WORKING_DAY_MS,
    });
    expect(waitingOf('visit-appointment', submitted, at('2026-11-24T23:00:00'))?.level).toBe('near');
    expect(waitingOf('visit-appointment', submitted, at('2026-11-25T09:00:00'))?.level).toBe('late');
  });

  it('is null once decided', () => {
    const decided = [
      { code: 0, at: at('2026-11-23T09:00:00') },
      { code: 1, at: at('2026-11-23T10:00:00') },
    ];
    expect(waitingOf('visit-appointment', decided, at('2026-11-30T09:00:00'))).toBeNull();
    expect(waitingOf('visit-appointment', [], at('2026-11-30T09:00:00'))).toBeNull();
  });

  it('pauses a loan while a supplement is with the applicant (1006, 1008) and resumes on 1007 / 1009', () => {
    const timeline = [
      { code: 1001, at: at('2026-11-23T09:00:00') }, // 3 h with the park
      { code: 1006, at: at('2026-11-23T12:00:00') }, // 1 day with the applicant: not counted
      { code: 1007, at: at('2026-11-24T12:00:00') }, // 2 h
      { code: 1002, at: at('2026-11-24T14:00:00') }, // first round passed: the bank's turn, 4 h
      { code: 1008, at: at('2026-11-24T18:00:00') }, // paused again
    ];
    const paused = waitingOf('loan', timeline, at('2026-11-26T18:00:00'));
    expect(paused).toMatchObject({ workingMs: 9 * H, clock: 'paused', level: 'ok' });
    const resumed = waitingOf('loan', [...timeline, { code: 1009, at: at('2026-11-26T18:00:00') }], at('2026-11-26T20:00:00'));
    expect(resumed).toMatchObject({ workingMs: 11 * H, clock: 'running' });
  });

  it('pauses a loan-v2 on 2003 and resumes on 2000', () => {
    const timeline = [
      { code: 2000, at: at('2026-11-23T09:00:00') },
      { code: 2003, at: at('2026-11-23T10:00:00') },
      { code: 2000, at: at('2026-11-25T10:00:00') },
    ];
    expect(waitingOf('loan-v2', timeline, at('2026-11-25T12:00:00'))).toMatchObject({ workingMs: 3 * H, clock: 'running' });
    expect(waitingOf('loan-v2', timeline.slice(0, 2), at('2026-11-25T12:00:00'))).toMatchObject({
      workingMs: H,
      clock: 'paused',
    });
  });

  it('counts no weekend: submitted Friday evening, Monday morning it has waited the working hours only', () => {
    const w = waitingOf('suggestion', [{ code: 'submitted', at: at('2026-11-27T20:00:00') }], at('2026-11-30T08:00:00'));
    expect(w?.workingMs).toBe(12 * H);
  });
});

describe('waitedText', () => {
  it('reads in working days and hours', () => {
    expect(waitedText(30 * 60_000)).toBe('30分钟');
    expect(waitedText(5 * H)).toBe('5小时');
    expect(waitedText(24 * H)).toBe('1个工作日');
    expect(waitedText(27 * H)).toBe('1个工作日3小时');
  });
});
