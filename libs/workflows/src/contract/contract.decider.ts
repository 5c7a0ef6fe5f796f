import { type Actor, contractEditSchema, contractRecordSchema, type MessageCode, parseOrThrow } from '@parkflow/domain';
import { byOf, roleDenial, STAFF_ROLES } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { ContractEvent } from './contract.events.js';
import { type ContractSnapshot, contractMachine } from './contract.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as ContractSnapshot;

/** Park staff keep the contracts; a tenant only reads its own (and downloads its own notices). */
const POLICY: Policy<ContractSnapshot, 'Edit' | 'Delete'> = {
  Edit: always({
    who: (actor, snapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'ContractAccountChanged' }],
    closed: () => 'CONTRACT.ALREADY_DELETED',
  }),
  Delete: always({
    who: (actor, snapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'ContractDeleted' }],
    closed: () => 'CONTRACT.ALREADY_DELETED',
  }),
};

/** Who may record contracts (an import): park staff; null when this actor may. */
export const contractCreationDenial = (actor: Actor): MessageCode | null => roleDenial(actor, STAFF_ROLES, null);

function decide(command: Command, snapshot: ItemSnapshot): ContractEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      const denied = contractCreationDenial(actor);
      if (denied) fail(denied);
      // A contract already there (same number) is left as it is: the import counts it as there.
      if (!takes(typed(snapshot), 'ContractRecorded')) fail('ENGINE.CONCURRENT_WRITE');
      const fields = parseOrThrow(contractRecordSchema, payload.fields);
      const jobId = typeof payload.jobId === 'string' ? payload.jobId : null;
      return [
        accepted(
          snapshot,
          { type: 'ContractRecorded', data: { by, at, companyId: fields.companyId, fields, jobId } },
          'REVIEW.NOT_ALLOWED',
        ),
      ];
    }
    case 'Edit': {
      gate(POLICY, command.type, typed(snapshot), actor);
      const { changes } = parseOrThrow(contractEditSchema, { changes: payload.changes });
      return [accepted(snapshot, { type: 'ContractAccountChanged', data: { by, at, changes } }, 'CONTRACT.ALREADY_DELETED')];
    }
    case 'Delete':
      gate(POLICY, command.type, typed(snapshot), actor);
      return [accepted(snapshot, { type: 'ContractDeleted', data: { by, at } }, 'CONTRACT.ALREADY_DELETED')];
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

export const contractWorkflow: Workflow = {
  ...machineBasics('contract', contractMachine),
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
