import { type Actor, contractBillEditSchema, contractBillRecordSchema, type MessageCode, parseOrThrow } from '@parkflow/domain';
import { byOf, roleDenial, STAFF_ROLES } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { ContractBillEvent } from './contract-bill.events.js';
import { type ContractBillSnapshot, contractBillMachine } from './contract-bill.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as ContractBillSnapshot;

/** Park staff keep contract bills; a tenant only reads its own. */
const POLICY: Policy<ContractBillSnapshot, 'Edit' | 'Delete'> = {
  Edit: always({
    who: (actor, snapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'ContractBillEdited' }],
    closed: () => 'BILL.ALREADY_DELETED',
  }),
  Delete: always({
    who: (actor, snapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'ContractBillDeleted' }],
    closed: () => 'BILL.ALREADY_DELETED',
  }),
};

/** Who may record contract bills (an import): park staff; null when this actor may. */
export const contractBillCreationDenial = (actor: Actor): MessageCode | null => roleDenial(actor, STAFF_ROLES, null);

function decide(command: Command, snapshot: ItemSnapshot): ContractBillEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      const denied = contractBillCreationDenial(actor);
      if (denied) fail(denied);
      if (!takes(typed(snapshot), 'ContractBillRecorded')) fail('ENGINE.CONCURRENT_WRITE');
      const fields = parseOrThrow(contractBillRecordSchema, payload.fields);
      const jobId = typeof payload.jobId === 'string' ? payload.jobId : null;
      return [
        accepted(
          snapshot,
          { type: 'ContractBillRecorded', data: { by, at, companyId: fields.companyId, fields, jobId } },
          'REVIEW.NOT_ALLOWED',
        ),
      ];
    }
    case 'Edit': {
      gate(POLICY, command.type, typed(snapshot), actor);
      const { changes } = parseOrThrow(contractBillEditSchema, { changes: payload.changes });
      return [accepted(snapshot, { type: 'ContractBillEdited', data: { by, at, changes } }, 'BILL.ALREADY_DELETED')];
    }
    case 'Delete':
      gate(POLICY, command.type, typed(snapshot), actor);
      return [accepted(snapshot, { type: 'ContractBillDeleted', data: { by, at } }, 'BILL.ALREADY_DELETED')];
    case 'Submit':
    case 'Approve':
    case 'Reject':
    case 'RequestSupplement':
    case 'SubmitSupplement':
    case 'Reply':
    case 'Push':
    case 'SetAvailability':
      return fail('ENGINE.UNKNOWN_COMMAND');
    default:
      return unreachable(command.type);
  }
}

export const contractBillWorkflow: Workflow = {
  ...machineBasics('contract-bill', contractBillMachine),
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
};
