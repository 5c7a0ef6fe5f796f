/**
 * Time in state: how long an item has waited for the park, in working time,
 * and where that stands against its kind's service level. Pure: the clock comes as an argument.
 */
import type { Kind } from './kinds.js';

export type Code = number | string;

/** Per kind: the codes on which the park owes a decision (clock running) and those on which the applicant owes a supplement (clock paused). */
interface WaitingRule {
  running: readonly Code[];
  paused: readonly Code[];
  /** The service level: a decision is due within this many working days of waiting. */
  workingDays: number;
}

/** The one home of the service levels: change a kind's `workingDays` here. */
export const WAITING_RULES: Record<Kind, WaitingRule> = {
  'enterprise-application': { running: [0], paused: [], workingDays: 2 },
  'provider-application': { running: [0], paused: [], workingDays: 2 },
  'account-application': { running: [0], paused: [], workingDays: 2 },
  'visit-appointment': { running: [0], paused: [], workingDays: 2 },
  'lab-appointment': { running: [0], paused: [], workingDays: 2 },
  'service-demand': { running: [0], paused: [], workingDays: 2 },
  activity: { running: [0], paused: [], workingDays: 2 },
  suggestion: { running: ['submitted'], paused: [], workingDays: 3 },
  // Seed 002 §4: 1006 / 1008 / 2003 wait for the applicant; 1007 / 1009 / 2000 are back with the park.
  loan: { running: [1001, 1002, 1007, 1009], paused: [1006, 1008], workingDays: 5 },
  'loan-v2': { running: [2000], paused: [2003], workingDays: 5 },
  // Bills await no decision of the park: no clock runs on them.
  'bill-water': { running: [], paused: [], workingDays: 0 },
  'bill-wattage': { running: [], paused: [], workingDays: 0 },
  'bill-property': { running: [], paused: [], workingDays: 0 },
  'bill-ground': { running: [], paused: [], workingDays: 0 },
  'bill-meeting-room': { running: [], paused: [], workingDays: 0 },
  'bill-device': { running: [], paused: [], workingDays: 0 },
  'bill-rent': { running: [], paused: [], workingDays: 0 },
  contract: { running: [], paused: [], workingDays: 0 },
  'contract-bill': { running: [], paused: [], workingDays: 0 },
  verification: { running: [], paused: [], workingDays: 0 },
  'safety-check': { running: [], paused: [], workingDays: 0 },
  // Catalogue items are records; booking orders are answered by the operator, with no service level in the seed.
  equipment: { running: [], paused: [], workingDays: 0 },
  service: { running: [], paused: [], workingDays: 0 },
  'equipment-order': { running: [], paused: [], workingDays: 0 },
  'service-order': { running: [], paused: [], workingDays: 0 },
};

/** Share of the service level from which an item counts as approaching it. */
export const SERVICE_LEVEL_NEAR = 0.75;

/** The park's clock (Asia/Shanghai, no daylight saving): working days are Monday to Friday there. */
const PARK_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
export const WORKING_DAY_MS = DAY_MS;

/** Milliseconds of [from, to) that fall on a working day (Monday–Friday, park time). */
export function workingMsBetween(from: number, to: number): number {
  let total = 0;
  let t = from;
  while (t < to) {
    const local = t + PARK_OFFSET_MS;
    const dayEnd = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + DAY_MS - PARK_OFFSET_MS;
    const end = Math.min(dayEnd, to);
    const weekday = new Date(local).getUTCDay();
    if (weekday !== 0 && weekday !== 6) total += end - t;
    t = end;
  }
  return total;
}

/** The item's code after each of its events, with when that event happened, oldest first. */
export interface CodeAt {
  code: Code;
  at: string | Date;
}

export type WaitingLevel = 'ok' | 'near' | 'late';

export interface Waiting {
  /** Working milliseconds the park has owed a decision, supplement periods excluded. */
  workingMs: number;
  /** running: waits for the park now; paused: waits for the applicant's supplement. */
  clock: 'running' | 'paused';
  level: WaitingLevel;
  /** The service level in working milliseconds. */
  dueMs: number;
}

const has = (codes: readonly Code[], code: Code) => codes.some((c) => String(c) === String(code));

/**
 * How long the item has waited for the park: the sum of its running periods up to `now`. Null
 * once decided (its last code is neither running nor paused).
 */
export function waitingOf(kind: Kind, timeline: readonly CodeAt[], now: Date): Waiting | null {
  const rule = WAITING_RULES[kind];
  const last = timeline.at(-1);
  if (!last) return null;
  const clock = has(rule.running, last.code) ? 'running' : has(rule.paused, last.code) ? 'paused' : null;
  if (!clock) return null;
  let workingMs = 0;
  timeline.forEach((step, i) => {
    if (!has(rule.running, step.code)) return;
    const from = new Date(step.at).getTime();
    const to = i + 1 < timeline.length ? new Date(timeline[i + 1]!.at).getTime() : now.getTime();
    workingMs += workingMsBetween(from, Math.max(from, to));
  });
  const dueMs = rule.workingDays * WORKING_DAY_MS;
  const level: WaitingLevel = workingMs >= dueMs ? 'late' : workingMs >= dueMs * SERVICE_LEVEL_NEAR ? 'near' : 'ok';
  return { workingMs, clock, level, dueMs };
}

/** 已等待 text: working days and hours (a reviewer thinks in days, not minutes). */
export function waitedText(workingMs: number): string {
  const hours = Math.floor(workingMs / 3_600_000);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days}个工作日${hours % 24 > 0 ? `${hours % 24}小时` : ''}`;
  if (hours > 0) return `${hours}小时`;
  return `${Math.max(1, Math.floor(workingMs / 60_000))}分钟`;
}
