import { z } from 'zod';
import type { MessageCode } from '../messages/catalogue.js';
import { LAB_APPOINTMENT_TYPE } from '../constants.js';
import { isHalfHourSlot, minutesOfDay } from '../dates.js';
import {
  INNOVATION_LAB_FLAGS,
  PARALLEL_LAB_FLAGS,
  flagIsSet,
  type InnovationLabFlag,
  type ParallelLabFlag,
} from '../lab-flags.js';
import { OBJECT, SHORT_TEXT, codeOf, isoDate, mobile, requiredText, unlessInvalid } from './fields.js';
import { notBefore, yesterdayOf } from './appointment-date.js';
import { perDay } from './per-day.js';

/** A flag is stored as a boolean; the legacy "true" string and true both count as set, absent is false. */
const flag = z.unknown().optional().transform(flagIsSet);

function flagsObject<F extends string>(names: readonly F[]) {
  const shape = Object.fromEntries(names.map((n) => [n, flag])) as Record<F, typeof flag>;
  return z
    .object(
      { id: z.union([z.string().max(SHORT_TEXT.length, { error: SHORT_TEXT.code }), z.number()]).optional(), ...shape },
      { error: 'LAB.DEMAND_REQUIRED' },
    )
    .optional();
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * A selectable time: 'HH:mm' or 'HH:mm:ss' on the half-hour grid 00:00-23:30; returned as
 * 'HH:mm:ss'. A date-time still here is on another day than the appointment (see splitDateTimes):
 * an appointment lies within one day, and that gets its own message, not the grid's.
 */
const timeSlot = (required: MessageCode, otherDay: MessageCode) =>
  requiredText(required)
    .refine((t) => !DATE_TIME.test(t), { error: otherDay, abort: true })
    .refine(isHalfHourSlot, { error: 'LAB.TIME_OFF_GRID' })
    .transform((t) => (t.length === 5 ? `${t}:00` : t));

/**
 * The seed's payload sends startTime and endTime as date plus time; the form has a date and two
 * times. Accept both: a date-time is split into `date` and the time of day (one on another day
 * than the appointment's date, or than the start's when no date is sent, is left whole).
 */
function splitDateTimes(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const out: Record<string, unknown> = { ...input };
  for (const key of ['startTime', 'endTime'] as const) {
    const m = typeof out[key] === 'string' ? DATE_TIME.exec(out[key]) : null;
    if (!m) continue;
    out.date ??= m[1];
    if (out.date === m[1]) out[key] = m[2];
  }
  return out;
}

const hasSetFlag = (flags: Record<string, unknown> | undefined) =>
  !!flags && Object.entries(flags).some(([k, v]) => k !== 'id' && v === true);

/**
 * Create a laboratory appointment (seed 000 §5.4 and the §7 payload); `today` is 'YYYY-MM-DD'.
 * Type 1 needs at least one parallel-laboratory flag, type 2 an innovation-laboratory flag; the
 * other laboratory's flags are dropped. The result carries startTime and endTime as
 * 'YYYY-MM-DD HH:mm:ss', as the seed's payload does, and keeps `date`.
 */
export const labAppointmentCreateSchema = perDay((today: string) => {
  const earliest = yesterdayOf(today);
  const fields = z
    .object(
      {
        appointmentType: codeOf([LAB_APPOINTMENT_TYPE.PARALLEL, LAB_APPOINTMENT_TYPE.INNOVATION], 'LAB.TYPE_REQUIRED'),
        contacts: requiredText('LAB.CONTACTS_REQUIRED'),
        tel: mobile('LAB.TEL_REQUIRED', 'VALIDATION.MOBILE'),
        companyName: requiredText('LAB.COMPANY_REQUIRED'),
        date: isoDate('LAB.DATE_REQUIRED'),
        startTime: timeSlot('LAB.START_REQUIRED', 'LAB.START_ON_ANOTHER_DAY'),
        endTime: timeSlot('LAB.END_REQUIRED', 'LAB.END_ON_ANOTHER_DAY'),
        parallelLaboratory: flagsObject(PARALLEL_LAB_FLAGS),
        innovationLaboratory: flagsObject(INNOVATION_LAB_FLAGS),
      },
      OBJECT,
    )
    .refine((v) => notBefore(earliest)(v.date), {
      error: 'LAB.DATE_TOO_EARLY',
      path: ['date'],
      when: unlessInvalid('date'),
    })
    .refine((v) => minutesOfDay(v.endTime)! > minutesOfDay(v.startTime)!, {
      error: 'LAB.END_NOT_AFTER_START',
      path: ['endTime'],
      when: unlessInvalid('startTime', 'endTime'),
    })
    .refine((v) => v.appointmentType !== LAB_APPOINTMENT_TYPE.PARALLEL || hasSetFlag(v.parallelLaboratory), {
      error: 'LAB.DEMAND_REQUIRED',
      path: ['parallelLaboratory'],
      when: unlessInvalid('appointmentType', 'parallelLaboratory'),
    })
    .refine((v) => v.appointmentType !== LAB_APPOINTMENT_TYPE.INNOVATION || hasSetFlag(v.innovationLaboratory), {
      error: 'LAB.DEMAND_REQUIRED',
      path: ['innovationLaboratory'],
      when: unlessInvalid('appointmentType', 'innovationLaboratory'),
    })
    .transform(({ parallelLaboratory, innovationLaboratory, appointmentType, ...v }): LabAppointmentCreateInput => {
      const base = { ...v, startTime: `${v.date} ${v.startTime}`, endTime: `${v.date} ${v.endTime}` };
      // the refinements above guarantee the chosen laboratory's flags are present
      return appointmentType === LAB_APPOINTMENT_TYPE.PARALLEL
        ? { ...base, appointmentType, parallelLaboratory: parallelLaboratory! }
        : { ...base, appointmentType, innovationLaboratory: innovationLaboratory! };
    });
  return z.preprocess(splitDateTimes, fields);
});

type LabFlags<F extends string> = Record<F, boolean> & { id?: string | number };
interface LabAppointmentBase {
  contacts: string;
  tel: string;
  companyName: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startTime: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  endTime: string;
}
/** The validated appointment: only the chosen laboratory's flags, each a boolean. */
export type LabAppointmentCreateInput = LabAppointmentBase &
  (
    | { appointmentType: typeof LAB_APPOINTMENT_TYPE.PARALLEL; parallelLaboratory: LabFlags<ParallelLabFlag> }
    | { appointmentType: typeof LAB_APPOINTMENT_TYPE.INNOVATION; innovationLaboratory: LabFlags<InnovationLabFlag> }
  );
