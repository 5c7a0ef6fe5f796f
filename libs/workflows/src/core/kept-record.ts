import { type Actor, type CommandType, type Kind, type MessageCode, parseOrThrow } from '@parkflow/domain';
import type { AnyStateMachine } from 'xstate';
import type { ZodType } from 'zod';
import type { ItemSnapshot, Workflow } from '../workflow.js';
import { byOf, creationDenial, mayByRole } from './actors.js';
import { type KindCommand, defineWorkflow } from './define-workflow.js';
import { fail } from './fail.js';
import { accepted, machineBasics, takes } from './machine.js';
import { type Policy, always } from './policy.js';
import { createdView, type KeptContext, type Pushed } from './record.js';

/*
 * A record the park keeps (bills, contracts, contract bills, safety inspections, the catalogues,
 * gate records): recorded by an import row, a dialog or a gate device (Create), then moved by the
 * kind's own commands (edit, delete, push to its company, on or off the shelf, the exit). Each kind
 * has its own machine and events and says what each command carries; this is their one decider,
 * its policy the role policy's (core/role-policy.ts) and its view the kept record's.
 */

/** What a kept record's context may hold beyond the kept base: pushable kinds say when they were pushed. */
export type KeptRecordContext = KeptContext & { pushed?: Pushed | null };

/** One command of a kept record: the event it becomes, what that carries, and why the machine may refuse it. */
export interface KeptMove {
  /** The machine event (and the log's `type`). */
  event: string;
  /** The event's data besides who and when: the payload by the kind's rules (libs/domain zod schemas). */
  data(command: KindCommand<CommandType>, snapshot: ItemSnapshot): Record<string, unknown>;
  /** Why the machine takes it not (deleted, already pushed, already exited). */
  closed(snapshot: ItemSnapshot): MessageCode;
  /** A rule of the day (a contract bill is pushed once due): core/policy.ts Rule.when. */
  when?(snapshot: ItemSnapshot, at: string | undefined): MessageCode | null;
}

export interface KeptRecordSpec<C extends CommandType> {
  kind: Kind;
  machine: AnyStateMachine;
  /** The first event: its type, its data besides who and when, and why an existing record refuses it. */
  record: Omit<KeptMove, 'closed' | 'when'> & { exists?: MessageCode };
  /** The kind's commands, in the order `allowed` lists them. */
  moves: { [K in C]?: KeptMove };
  /** The code a role the policy leaves out hears, when the kind words it (a gate record: 不是门岗人员). */
  refusedAs?: MessageCode;
  /** What the kind's view adds to the record's fields (computed columns); `code`: the state's seed code. */
  viewOf?: (context: KeptRecordContext, code: number | string) => Record<string, unknown>;
  /** A view of the kind's own instead of the kept record's (gate records). */
  view?: (snapshot: ItemSnapshot) => Record<string, unknown>;
}

const contextOf = (snapshot: ItemSnapshot) => snapshot.context as KeptRecordContext;
const companyOf = (snapshot: ItemSnapshot) => contextOf(snapshot).companyId ?? null;
/** The import job a Create or a Push runs in (null: a dialog, a single command). */
export const jobIdOf = (payload: Record<string, unknown>): string | null =>
  typeof payload.jobId === 'string' ? payload.jobId : null;

/** Recorded from `fields` by the kind's record schema (an import row's), for the company the fields name. */
export const recordedBy = (event: string, schema: ZodType): KeptRecordSpec<never>['record'] => ({
  event,
  data: ({ payload }) => {
    const fields = parseOrThrow(schema, payload.fields) as { companyId: string };
    return { companyId: fields.companyId, fields, jobId: jobIdOf(payload) };
  },
});

/** An edit `{ changes }` by the kind's edit dialog's rule; a deleted record refuses it with `deletedCode`. */
export const editedBy = (event: string, schema: ZodType, deletedCode: MessageCode): KeptMove => ({
  event,
  data: ({ payload }) => ({ changes: (parseOrThrow(schema, { changes: payload.changes }) as { changes: unknown }).changes }),
  closed: () => deletedCode,
});

/** A delete; a deleted record refuses it again with `deletedCode`. */
export const deletedBy = (event: string, deletedCode: MessageCode): KeptMove => ({
  event,
  data: () => ({}),
  closed: () => deletedCode,
});

/**
 * Why a record cannot be pushed now (the push job reports it for that record, in zh-CN): deleted,
 * already pushed, its canPush is 否 (rent), or settled (`settled`: the kind's word for it).
 */
export function pushRefusal(snapshot: ItemSnapshot, settled: MessageCode): MessageCode {
  if (snapshot.matches('deleted') || snapshot.matches('new')) return 'BILL.ALREADY_DELETED';
  const context = contextOf(snapshot);
  if (context.pushed) return 'BILL.ALREADY_PUSHED';
  if (context.fields.canPush === false) return 'BILL.NOT_PUSHABLE';
  return settled;
}

/** A push to the record's company (by the push job, whose id it carries; decision 0017). */
export const pushedBy = (settled: MessageCode, when?: KeptMove['when']): KeptMove => ({
  event: 'BillPushed',
  data: ({ payload }) => ({ jobId: jobIdOf(payload) }),
  closed: (snapshot) => pushRefusal(snapshot, settled),
  ...(when ? { when } : {}),
});

export function keptRecordWorkflow<C extends CommandType>(spec: KeptRecordSpec<C>): Workflow {
  const { kind, record, moves, refusedAs } = spec;
  const worded = (denied: MessageCode | null) => (denied && refusedAs ? refusedAs : denied);
  const policy = Object.fromEntries(
    (Object.entries(moves) as [C, KeptMove][]).map(([command, move]) => {
      const byRole = mayByRole(kind, command, companyOf);
      return [
        command,
        always({
          who: (actor: Actor, snapshot: ItemSnapshot) => worded(byRole(actor, snapshot)),
          events: () => [{ type: move.event }],
          closed: (_actor: Actor, snapshot: ItemSnapshot) => move.closed(snapshot),
          ...(move.when ? { when: move.when } : {}),
        }),
      ];
    }),
  ) as unknown as Policy<ItemSnapshot, C>;
  const pushable = Object.hasOwn(moves, 'Push');

  function decide(command: KindCommand<C>, snapshot: ItemSnapshot) {
    const by = byOf(command.actor);
    const { at } = command;
    if (command.type === 'Create') {
      const denied = worded(creationDenial(kind, command.actor));
      if (denied) fail(denied);
      // One already there (same natural key): an import counts it as there and leaves it as it is.
      if (!takes(snapshot, record.event)) fail(record.exists ?? 'ENGINE.CONCURRENT_WRITE');
      return [
        accepted(snapshot, { type: record.event, data: { by, at, ...record.data(command, snapshot) } }, 'REVIEW.NOT_ALLOWED'),
      ];
    }
    // the policy let it through (define-workflow.ts): the kind has this move
    const move = moves[command.type]!;
    return [accepted(snapshot, { type: move.event, data: { by, at, ...move.data(command, snapshot) } }, move.closed(snapshot))];
  }

  const basics = machineBasics(kind, spec.machine);
  function keptView(snapshot: ItemSnapshot): Record<string, unknown> {
    const ctx = contextOf(snapshot);
    // Assigned, not spread: V8 (Node 20) spreads a record about ten times slower, and an
    // import builds 100,000 views (decision 0024). A record never has a key named __proto__.
    const view: Record<string, unknown> = Object.assign({}, ctx.fields, spec.viewOf?.(ctx, basics.code(snapshot)));
    view.companyId = ctx.companyId;
    Object.assign(view, createdView(ctx));
    view.jobId = ctx.jobId;
    if (pushable) {
      view.pushed = Boolean(ctx.pushed);
      view.pushTime = ctx.pushed?.at ?? null;
      view.pushBy = ctx.pushed?.by.userId ?? null;
      view.pushByName = ctx.pushed?.by.realname ?? null;
      view.pushJobId = ctx.pushed?.jobId ?? null;
    }
    return view;
  }

  return defineWorkflow({
    basics,
    policy,
    decide,
    companyId: companyOf,
    view: spec.view ?? keptView,
  });
}
