import { addDays, parkToday } from '@parkflow/domain';
import type { DemoRandom } from './demo-random.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Past times for demo items: working hours in the park (UTC+8, no daylight saving), spread over
 * the weeks before `now`. A follow-up always lands after its cause and before `now`.
 */
export class DemoClock {
  constructor(
    readonly now: Date,
    private readonly random: DemoRandom,
  ) {}

  /** 'YYYY-MM-DD' in the park, `days` before today. */
  day(daysAgo: number): string {
    return addDays(parkToday(this.now), -daysAgo);
  }

  /** A working-hours moment `daysAgo` park days ago (today: earlier than now). */
  at(daysAgo: number): Date {
    const minutes = this.random.int(8 * 60 + 30, 18 * 60);
    const t = new Date(`${this.day(daysAgo)}T${hh(minutes)}:00+08:00`);
    if (t.getTime() < this.now.getTime() - MINUTE) return t;
    return new Date(this.now.getTime() - this.random.int(10, 120) * MINUTE);
  }

  /** Some hours after `t`, never at or after now (then halfway between t and now). */
  after(t: Date, minHours: number, maxHours: number): Date {
    const candidate = t.getTime() + this.random.int(minHours * 60, maxHours * 60) * MINUTE;
    if (candidate < this.now.getTime() - MINUTE) return new Date(candidate);
    return new Date(t.getTime() + Math.floor((this.now.getTime() - t.getTime()) / 2));
  }

  /** 'YYYY-MM-DD' of a time in the park. */
  dateOf(t: Date): string {
    return parkToday(t);
  }

  hoursBetween(a: Date, b: Date): number {
    return (b.getTime() - a.getTime()) / HOUR;
  }
}

const hh = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
