import type { INestApplicationContext } from '@nestjs/common';
import type { Actor, CommandType, Kind } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { hashPassword } from '../modules/identity/auth.service.js';
import {
  CommandExecutor,
  type CommandResult,
  type ExecuteRequest,
  type ManyRequest,
  throwIfRefused,
} from '../platform/event-store/command-executor.js';
import { FileStore } from '../platform/files/file-store.js';
import { signUp } from '../modules/items/activity-signups/sign-up.js';
import { createContextFor } from '../modules/items/create-item/create-context.js';
import { parseCreatePayload } from '../modules/items/create-item/create-payload.js';
import { DemoClock } from './demo-clock.js';
import { demoFileContent } from './demo-files.js';
import { DEMO_COMPANIES, DEMO_USERS } from './demo-reference.js';
import { DemoRandom } from './demo-random.js';

const SEED = 20_260_101;

export type DemoUsername = 'admin' | 'reviewer' | 'reviewer2' | 'operator' | 'bank' | 'bank2' | 'applicant' | 'applicant2';
export type Outcome = 'pending' | 'approved' | 'rejected';

/** What demo items are made with: the product's own command path and file store. */
export interface DemoServices {
  executor: CommandExecutor;
  db: DataSource;
  files: FileStore;
}

export const demoServices = (app: INestApplicationContext): DemoServices => ({
  executor: app.get(CommandExecutor),
  db: app.get(DataSource),
  files: app.get(FileStore),
});

/**
 * Everything demo items are made with goes through the product's own paths: creation bodies are
 * parsed by parseCreatePayload (the HTTP rules) and every change is a command of the
 * CommandExecutor, sent by the demo user whose role allows it, at a time in the past. Files an
 * item names are kept by the FileStore first (no uploader: the system seeded them) and linked
 * by the command executor when the command naming them is appended, as for any item.
 */
export class DemoRunner {
  readonly random = new DemoRandom(SEED);
  readonly clock: DemoClock;
  /** Every file the demo items name, stored; only these may be named without an uploader. */
  readonly files = new Set<string>();
  /** Named in a body already, stored before the next command goes out. */
  private readonly unsaved = new Map<string, string>();
  private readonly hashes = new Map<string, Promise<string>>();
  private readonly executor: CommandExecutor;
  private readonly db: DataSource;
  private readonly store: FileStore;

  constructor(services: DemoServices, now: Date) {
    this.executor = services.executor;
    this.db = services.db;
    this.store = services.files;
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
    const { payload, streamId } = await parseCreatePayload(kind, body, ctx);
    await this.saveFiles();
    const result = await this.executor.execute({
      kind,
      type: 'Create',
      payload,
      streamId,
      actor: this.actor(username),
      at,
      systemFiles: this.files,
    });
    return result.id;
  }

  /** Records items as an import does (the command path for many items, ids from natural keys), as `username` at `at`. */
  async record(kind: Kind, username: DemoUsername, items: ManyRequest['items'], at: Date): Promise<void> {
    throwIfRefused(await this.many(kind, username, 'Create', items, at));
  }

  /**
   * One command on many items as the push job sends it (a push, an edit of many bills), as
   * `username` at `at`; an item refused stays as it is (the demo checks nothing more).
   */
  async commandMany(
    kind: Kind,
    username: DemoUsername,
    type: CommandType,
    items: ManyRequest['items'],
    at: Date,
  ): Promise<number> {
    return (await this.many(kind, username, type, items, at)).filter((o) => o.ok).length;
  }

  private async many(kind: Kind, username: DemoUsername, type: ManyRequest['type'], items: ManyRequest['items'], at: Date) {
    await this.saveFiles();
    const actor = this.actor(username);
    return this.executor.executeMany({ kind, type, actor, at, jobId: null, together: true, items, systemFiles: this.files });
  }

  async send(
    kind: Kind,
    id: string,
    username: DemoUsername,
    type: CommandType,
    payload: Record<string, unknown>,
    at: Date,
  ): Promise<CommandResult> {
    await this.saveFiles();
    return this.executor.execute({ kind, streamId: id, type, payload, actor: this.actor(username), at, systemFiles: this.files });
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

  /** A command as another demo actor than the fixed users (a gate guard's device). */
  async execute(req: Omit<ExecuteRequest, 'systemFiles'>): Promise<CommandResult> {
    await this.saveFiles();
    return this.executor.execute({ ...req, systemFiles: this.files });
  }

  /** The database, for what is not an item (login accounts). */
  get database(): DataSource {
    return this.db;
  }

  /** The demo password's hash (argon2 is slow on purpose: hashed once). */
  demoHash(password: string): Promise<string> {
    return this.hashOnce(password);
  }

  signUp(activityId: string, username: DemoUsername, body: Record<string, unknown>, at: Date) {
    return signUp(this.db, { activityId, body, actor: this.actor(username), now: at });
  }

  /**
   * A new demo file under its original name (e.g. 苏州博瑞生物医药有限公司_商业计划书.pdf): its id,
   * for the item body. A small real file of that type is stored before the next command.
   */
  file(name: string): string {
    const id = FileStore.newId();
    this.unsaved.set(id, name);
    return id;
  }

  private async saveFiles(): Promise<void> {
    const pending = [...this.unsaved];
    this.unsaved.clear();
    await Promise.all(
      pending.map(([id, name]) => this.store.save({ name, content: demoFileContent(name), uploadedBy: null }, id)),
    );
    for (const [id] of pending) this.files.add(id);
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
