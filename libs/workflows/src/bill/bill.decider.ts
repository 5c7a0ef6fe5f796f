import {
  type Actor,
  BILL_SPECS,
  type BillKind,
  type BillRecord,
  billEditSchemaOf,
  billRecordSchemaOf,
  isPushableKind,
  type MessageCode,
  parseOrThrow,
} from '@parkflow/domain';
import { byOf, roleDenial, STAFF_ROLES } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { BillEvent } from './bill.events.js';
import { type BillSnapshot, billMachineOf } from './bill.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as BillSnapshot;

const staffOnly = (actor: Actor, snapshot: BillSnapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId);

/**
 * Why a bill cannot be pushed now (the push job reports it for that bill, in zh-CN): deleted,
 * already pushed, its canPush is 否, or settled (rent 已结清, other bills 已支付).
 */
export function pushRefusal(kind: BillKind, snapshot: ItemSnapshot): MessageCode {
  const s = typed(snapshot);
  if (s.matches('deleted') || s.matches('new')) return 'BILL.ALREADY_DELETED';
  if (s.context.pushed) return 'BILL.ALREADY_PUSHED';
  if (s.context.fields.canPush === false) return 'BILL.NOT_PUSHABLE';
  return BILL_SPECS[kind].settledReason;
}

/**
 * Park staff (operators, admins, reviewers) keep the bills; a company only reads its own. Bills
 * are recorded by an import (Create, with the import job's id), edited or deleted one by one or
 * in bulk, and, for the pushable kinds, pushed to their company (Push, by the push job).
 */
function policyOf(kind: BillKind): Policy<BillSnapshot, 'Edit' | 'Delete' | 'Push'> | Policy<BillSnapshot, 'Edit' | 'Delete'> {
  const base: Policy<BillSnapshot, 'Edit' | 'Delete'> = {
    Edit: always({ who: staffOnly, events: () => [{ type: 'BillEdited' }], closed: () => 'BILL.ALREADY_DELETED' }),
    Delete: always({ who: staffOnly, events: () => [{ type: 'BillDeleted' }], closed: () => 'BILL.ALREADY_DELETED' }),
  };
  if (!isPushableKind(kind)) return base;
  return {
    ...base,
    Push: always({ who: staffOnly, events: () => [{ type: 'BillPushed' }], closed: (_actor, s) => pushRefusal(kind, s) }),
  };
}

/** Who may record bills (an import): park staff; null when this actor may. */
export const billCreationDenial = (actor: Actor): MessageCode | null => roleDenial(actor, STAFF_ROLES, null);

function deciderOf(kind: BillKind) {
  const policy = policyOf(kind) as Partial<Policy<BillSnapshot>>;
  const recordSchema = billRecordSchemaOf(kind);
  const editSchema = billEditSchemaOf(kind);
  return function decide(command: Command, snapshot: ItemSnapshot): BillEvent[] {
    const { actor, at, payload } = command;
    const by = byOf(actor);
    const jobId = typeof payload.jobId === 'string' ? payload.jobId : null;
    switch (command.type) {
      case 'Create': {
        const denied = billCreationDenial(actor);
        if (denied) fail(denied);
        // An existing bill (same natural key) is left as it is: the import counts it as there.
        if (!takes(typed(snapshot), 'BillRecorded')) fail('ENGINE.CONCURRENT_WRITE');
        const fields = parseOrThrow(recordSchema, payload.fields) as BillRecord;
        return [
          accepted(
            snapshot,
            { type: 'BillRecorded', data: { by, at, companyId: fields.companyId, fields, jobId } },
            'REVIEW.NOT_ALLOWED',
          ),
        ];
      }
      case 'Edit': {
        gate(policy, command.type, typed(snapshot), actor);
        const { changes } = parseOrThrow(editSchema, { changes: payload.changes });
        return [accepted(snapshot, { type: 'BillEdited', data: { by, at, changes } }, 'BILL.ALREADY_DELETED')];
      }
      case 'Delete':
        gate(policy, command.type, typed(snapshot), actor);
        return [accepted(snapshot, { type: 'BillDeleted', data: { by, at } }, 'BILL.ALREADY_DELETED')];
      case 'Push':
        gate(policy, command.type, typed(snapshot), actor);
        return [accepted(snapshot, { type: 'BillPushed', data: { by, at, jobId } }, pushRefusal(kind, snapshot))];
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
  };
}

export const billWorkflow = (kind: BillKind): Workflow => {
  const policy = policyOf(kind) as Partial<Policy<BillSnapshot>>;
  return {
    ...machineBasics(kind, billMachineOf(kind)),
    commands: commandsOf(policy),
    decide: deciderOf(kind),
    allowed: (snapshot, actor) => allowedBy(policy, typed(snapshot), actor),
    companyId: (snapshot) => typed(snapshot).context.companyId,
    view(snapshot) {
      const ctx = typed(snapshot).context;
      // Assigned, not spread: V8 (Node 20) spreads a record about ten times slower, and an
      // import builds 100,000 views. A record never has a key named __proto__ (its schema).
      const view: Record<string, unknown> = Object.assign({}, ctx.fields);
      view.companyId = ctx.companyId;
      view.createTime = ctx.createTime;
      view.createBy = ctx.createBy?.userId ?? null;
      view.createByName = ctx.createBy?.realname ?? null;
      view.jobId = ctx.jobId;
      if (isPushableKind(kind)) {
        view.pushed = ctx.pushed !== null;
        view.pushTime = ctx.pushed?.at ?? null;
        view.pushBy = ctx.pushed?.by.userId ?? null;
        view.pushByName = ctx.pushed?.by.realname ?? null;
        view.pushJobId = ctx.pushed?.jobId ?? null;
      }
      return view;
    },
  };
};

export const billWaterWorkflow = billWorkflow('bill-water');
export const billWattageWorkflow = billWorkflow('bill-wattage');
export const billPropertyWorkflow = billWorkflow('bill-property');
export const billGroundWorkflow = billWorkflow('bill-ground');
export const billMeetingRoomWorkflow = billWorkflow('bill-meeting-room');
export const billDeviceWorkflow = billWorkflow('bill-device');
export const billRentWorkflow = billWorkflow('bill-rent');
