import type { Actor, CommandType, Kind } from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/auth.service.js';
import type { CommandExecutor, CommandResult } from '../engine/command-executor.js';
import { signUp } from '../items/activity-signups/sign-up.js';
import { createContextFor } from '../items/create-item/create-context.js';
import { parseCreatePayload } from '../items/create-item/create-payload.js';
import { DemoClock } from './demo-clock.js';
import { DEMO_COMPANIES, DEMO_USERS } from './demo-reference.js';
import { DemoRandom } from './demo-random.js';

const SEED = 20_260_101;

export type DemoUsername = 'admin' | 'reviewer' | 'reviewer2' | 'operator' | 'bank' | 'bank2' | 'applicant' | 'applicant2';
export type Outcome = 'pending' | 'approved' | 'rejected';

/**
 * Everything demo items are made with goes through the product's own paths: creation bodies are
 * parsed by parseCreatePayload (the HTTP rules) and every change is a command of the
 * CommandExecutor, sent by the demo user whose role allows it, at a time in the past.
 */
export class DemoRunner {
  readonly random = new DemoRandom(SEED);
  readonly clock: DemoClock;
  /** Every file name the demo items reference; seedDemo writes a small real file for each. */
  readonly files = new Set<string>();
  private readonly hashes = new Map<string, Promise<string>>();

  constructor(
    private readonly executor: CommandExecutor,
    private readonly db: DataSource,
    now: Date,
  ) {
    this.clock = new DemoClock(now, this.random);
  }

  actor(username: DemoUsername): Actor {
    const u = DEMO_USERS.find((x) => x.username === username);
    if (!u) throw new Error(`no demo user ${username}`);
    return { userId: u.id, username: u.username, realname: u.realname, roles: u.roles, companyId: u.companyId, bankId: u.bankId };
  }

  /** The company a demo applicant belongs to. */
  companyOf(username: 'applicant' | 'applicant2') {
    const id = this.actor(username).companyId;
    return DEMO_COMPANIES.find((c) => c.id === id)!;
  }

  /** Create an item as `username` at `at`, with the body an HTTP client would send. */
  async create(kind: Kind, username: DemoUsername, body: Record<string, unknown>, at: Date): Promise<string> {
    // argon2 is slow on purpose: the same demo password is hashed once.
    const ctx = { ...createContextFor(this.db, at, this.actor(username)), hashPassword: (p: string) => this.hashOnce(p) };
    const { payload } = await parseCreatePayload(kind, body, ctx);
    const result = await this.executor.execute({ kind, type: 'Create', payload, actor: this.actor(username), at });
    return result.id;
  }

  send(
    kind: Kind,
    id: string,
    username: DemoUsername,
    type: CommandType,
    payload: Record<string, unknown>,
    at: Date,
  ): Promise<CommandResult> {
    return this.executor.execute({ kind, streamId: id, type, payload, actor: this.actor(username), at });
  }

  /** A simple review's decision, some hours after `created`; returns when it was made. */
  async review(
    kind: Kind,
    id: string,
    created: Date,
    outcome: Outcome,
    reviewers: DemoUsername[],
    reasons: readonly string[],
  ): Promise<Date | null> {
    if (outcome === 'pending') return null;
    const at = this.clock.after(created, 1, 52);
    const who = this.random.pick(reviewers);
    if (outcome === 'approved') await this.send(kind, id, who, 'Approve', {}, at);
    else await this.send(kind, id, who, 'Reject', { reason: this.random.pick(reasons) }, at);
    return at;
  }

  signUp(activityId: string, username: DemoUsername, body: Record<string, unknown>, at: Date) {
    return signUp(this.db, { activityId, body, actor: this.actor(username), now: at });
  }

  /**
   * A stored file name for a demo item, e.g. provider-482913-licence.pdf: bare, `[\w.-]` only,
   * as the files endpoint serves it (GET /api/files/view/{name}, seed 000 §7 form/view/{files}).
   */
  file(folder: string, slug: string, ext: 'pdf' | 'png' = 'pdf'): string {
    const name = `${folder}-${this.random.int(100000, 999999)}-${slug}.${ext}`;
    this.files.add(name);
    return name;
  }

  /** A fixed demo file name (recorded like file()). */
  fixedFile(name: string): string {
    this.files.add(name);
    return name;
  }

  /** When an item with this outcome was created: still pending ones are recent. */
  createdAt(outcome: Outcome, maxDaysAgo = 42): Date {
    return outcome === 'pending' ? this.clock.at(this.random.int(0, 6)) : this.clock.at(this.random.int(2, maxDaysAgo));
  }

  /** Outcomes in the given numbers, shuffled. */
  outcomes(pending: number, approved: number, rejected: number): Outcome[] {
    const list: Outcome[] = [
      ...Array<Outcome>(pending).fill('pending'),
      ...Array<Outcome>(approved).fill('approved'),
      ...Array<Outcome>(rejected).fill('rejected'),
    ];
    for (let i = list.length - 1; i > 0; i--) {
      const j = this.random.int(0, i);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  }

  private hashOnce(password: string): Promise<string> {
    let hash = this.hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      this.hashes.set(password, hash);
    }
    return hash;
  }
}
