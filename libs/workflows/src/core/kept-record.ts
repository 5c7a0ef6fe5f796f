import { type Actor, type Kind, type MessageCode, parseOrThrow } from '@parkflow/domain';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { ZodType } from 'zod';
import type { Command, DomainEvent, ItemSnapshot, Workflow } from '../workflow.js';
import { type By, byOf, roleDenial, STAFF_ROLES, staffCreationDenial } from './actors.js';
import { fail, unreachable } from './fail.js';
import { accepted, machineBasics, takes } from './machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from './policy.js';

/*
 * A record the park's staff keep (bills, contracts, contract bills, safety inspections): recorded
 * by an import with the import job's id, edited, deleted, and for the pushable kinds pushed to
 * its company. Each kind has its own machine and events; this is their one decider.
 */

/** What every kept record's machine context holds. */
export interface KeptRecordContext {
  companyId: string | null;
  fields: Record<string, unknown>;
  createTime: string | null;
  createBy: By | null;
  jobId: string | null;
  /** Pushable kinds: when, by whom and by which job it was pushed to its company (null: not yet). */
  pushed?: { at: string; by: By; jobId: string | null } | null;
}

export interface KeptRecordSpec {
  kind: Kind;
  machine: AnyStateMachine;
  /** The kind's event types (the machine's events, the `type` column, the live payload's `type`). */
  events: { recorded: string; edited: string; deleted: string };
  recordSchema: ZodType;
  /** The edit dialog's body: `{ changes }`. */
  editSchema: ZodType;
  /** Why an edit or delete of a deleted record is refused. */
  deletedCode: MessageCode;
  /** Pushable kinds: why this record cannot be pushed now (the push job reports it). */
  pushRefusal?: (snapshot: ItemSnapshot) => MessageCode;
  /** What the kind's view adds to the record's fields (computed columns). */
  viewOf?: (context: KeptRecordContext) => Record<string, unknown>;
}

const contextOf = (snapshot: ItemSnapshot) => snapshot.context as KeptRecordContext;
const jobIdOf = (payload: Record<string, unknown>) => (typeof payload.jobId === 'string' ? payload.jobId : null);

export function keptRecordWorkflow(spec: KeptRecordSpec): Workflow {
  const { events } = spec;
  const staffOnly = (actor: Actor, snapshot: AnyMachineSnapshot) => roleDenial(actor, STAFF_ROLES, contextOf(snapshot).companyId);
  const { pushRefusal } = spec;
  const policy: Partial<Policy<AnyMachineSnapshot, 'Edit' | 'Delete' | 'Push'>> = {
    Edit: always({ who: staffOnly, events: () => [{ type: events.edited }], closed: () => spec.deletedCode }),
    Delete: always({ who: staffOnly, events: () => [{ type: events.deleted }], closed: () => spec.deletedCode }),
    ...(pushRefusal
      ? { Push: always({ who: staffOnly, events: () => [{ type: 'BillPushed' }], closed: (_actor, s) => pushRefusal(s) }) }
      : {}),
  };

  function decide(command: Command, snapshot: ItemSnapshot): DomainEvent[] {
    const { actor, at, payload } = command;
    const by = byOf(actor);
    switch (command.type) {
      case 'Create': {
        const denied = staffCreationDenial(actor);
        if (denied) fail(denied);
        // One already there (same natural key) is left as it is: the import counts it as there.
        if (!takes(snapshot, events.recorded)) fail('ENGINE.CONCURRENT_WRITE');
        const fields = parseOrThrow(spec.recordSchema, payload.fields) as { companyId: string };
        const data = { by, at, companyId: fields.companyId, fields, jobId: jobIdOf(payload) };
        return [accepted(snapshot, { type: events.recorded, data }, 'REVIEW.NOT_ALLOWED')];
      }
      case 'Edit': {
        gate(policy, command.type, snapshot, actor);
        const { changes } = parseOrThrow(spec.editSchema, { changes: payload.changes }) as { changes: unknown };
        return [accepted(snapshot, { type: events.edited, data: { by, at, changes } }, spec.deletedCode)];
      }
      case 'Delete':
        gate(policy, command.type, snapshot, actor);
        return [accepted(snapshot, { type: events.deleted, data: { by, at } }, spec.deletedCode)];
      case 'Push': {
        gate(policy, command.type, snapshot, actor);
        const data = { by, at, jobId: jobIdOf(payload) };
        return [accepted(snapshot, { type: 'BillPushed', data }, pushRefusal ? pushRefusal(snapshot) : 'ENGINE.UNKNOWN_COMMAND')];
      }
      case 'Submit':
      case 'Approve':
      case 'Reject':
      case 'RequestSupplement':
      case 'SubmitSupplement':
      case 'Reply':
      case 'SetAvailability':
        return fail('ENGINE.UNKNOWN_COMMAND');
      default:
        return unreachable(command.type);
    }
  }

  return {
    ...machineBasics(spec.kind, spec.machine),
    commands: commandsOf(policy),
    decide,
    allowed: (snapshot, actor) => allowedBy(policy, snapshot, actor),
    companyId: (snapshot) => contextOf(snapshot).companyId,
    view(snapshot) {
      const ctx = contextOf(snapshot);
      // Assigned, not spread: V8 (Node 20) spreads a record about ten times slower, and an
      // import builds 100,000 views (decision 0024). A record never has a key named __proto__.
      const view: Record<string, unknown> = Object.assign({}, ctx.fields, spec.viewOf?.(ctx));
      view.companyId = ctx.companyId;
      view.createTime = ctx.createTime;
      view.createBy = ctx.createBy?.userId ?? null;
      view.createByName = ctx.createBy?.realname ?? null;
      view.jobId = ctx.jobId;
      if (pushRefusal) {
        view.pushed = Boolean(ctx.pushed);
        view.pushTime = ctx.pushed?.at ?? null;
        view.pushBy = ctx.pushed?.by.userId ?? null;
        view.pushByName = ctx.pushed?.by.realname ?? null;
        view.pushJobId = ctx.pushed?.jobId ?? null;
      }
      return view;
    },
  };
}
