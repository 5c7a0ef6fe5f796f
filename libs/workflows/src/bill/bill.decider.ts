import {
  type Actor,
  type MessageCode,
  type BillKind,
  type BillRecord,
  billEditSchema,
  billRecordSchema,
  parseOrThrow,
} from '@parkflow/domain';
import { byOf, roleDenial, STAFF_ROLES } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { BillEvent } from './bill.events.js';
import { type BillSnapshot, billMachine } from './bill.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as BillSnapshot;

/**
 * Park staff (operators, admins, reviewers) keep the bills; a company only reads its own.
 * Bills are recorded by an import (Create, with the import job's id) and edited or deleted one
 * by one or in bulk.
 */
const POLICY: Policy<BillSnapshot, 'Edit' | 'Delete'> = {
  Edit: always({
    who: (actor, snapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'BillEdited' }],
    closed: () => 'BILL.ALREADY_DELETED',
  }),
  Delete: always({
    who: (actor, snapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'BillDeleted' }],
    closed: () => 'BILL.ALREADY_DELETED',
  }),
};

/** Who may record bills (an import): park staff; null when this actor may. */
export const billCreationDenial = (actor: Actor): MessageCode | null => roleDenial(actor, STAFF_ROLES, null);

function decide(command: Command, snapshot: ItemSnapshot): BillEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      const denied = billCreationDenial(actor);
      if (denied) fail(denied);
      // An existing bill (same company, period, room) is left as it is: the import counts it as there.
      if (!takes(typed(snapshot), 'BillRecorded')) fail('ENGINE.CONCURRENT_WRITE');
      const fields: BillRecord = parseOrThrow(billRecordSchema, payload.fields);
      const jobId = typeof payload.jobId === 'string' ? payload.jobId : null;
      return [
        accepted(
          snapshot,
          { type: 'BillRecorded', data: { by, at, companyId: fields.companyId, fields, jobId } },
          'REVIEW.NOT_ALLOWED',
        ),
      ];
    }
    case 'Edit': {
      gate(POLICY, command.type, typed(snapshot), actor);
      const { changes } = parseOrThrow(billEditSchema, { changes: payload.changes });
      return [accepted(snapshot, { type: 'BillEdited', data: { by, at, changes } }, 'BILL.ALREADY_DELETED')];
    }
    case 'Delete':
      gate(POLICY, command.type, typed(snapshot), actor);
      return [accepted(snapshot, { type: 'BillDeleted', data: { by, at } }, 'BILL.ALREADY_DELETED')];
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

const billWorkflow = (kind: BillKind): Workflow => ({
  ...machineBasics(kind, billMachine),
  commands: commandsOf(POLICY),
  decide,
  allowed: (snapshot, actor) => allowedBy(POLICY, typed(snapshot), actor),
  companyId: (snapshot) => typed(snapshot).context.companyId,
  view(snapshot) {
    const ctx = typed(snapshot).context;
    return {
      ...ctx.fields,
      companyId: ctx.companyId,
      createTime: ctx.createTime,
      createBy: ctx.createBy?.userId ?? null,
      createByName: ctx.createBy?.realname ?? null,
      jobId: ctx.jobId,
    };
  },
});

export const billWaterWorkflow = billWorkflow('bill-water');
export const billWattageWorkflow = billWorkflow('bill-wattage');
