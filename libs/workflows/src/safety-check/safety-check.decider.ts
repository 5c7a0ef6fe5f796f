import {
  type Actor,
  type DangerItem,
  type MessageCode,
  parseOrThrow,
  safetyCheckEditSchema,
  safetyCheckSchema,
} from '@parkflow/domain';
import { byOf, roleDenial, STAFF_ROLES } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { SafetyCheckEvent } from './safety-check.events.js';
import { type SafetyCheckSnapshot, safetyCheckMachine } from './safety-check.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as SafetyCheckSnapshot;

/** Park staff keep the inspections; a company reads its own. */
const POLICY: Policy<SafetyCheckSnapshot, 'Edit' | 'Delete'> = {
  Edit: always({
    who: (actor, snapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'SafetyCheckEdited' }],
    closed: () => 'SAFETY.ALREADY_DELETED',
  }),
  Delete: always({
    who: (actor, snapshot) => roleDenial(actor, STAFF_ROLES, snapshot.context.companyId),
    events: () => [{ type: 'SafetyCheckDeleted' }],
    closed: () => 'SAFETY.ALREADY_DELETED',
  }),
};

/** Who may record inspections (an import): park staff; null when this actor may. */
export const safetyCheckCreationDenial = (actor: Actor): MessageCode | null => roleDenial(actor, STAFF_ROLES, null);

function decide(command: Command, snapshot: ItemSnapshot): SafetyCheckEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  switch (command.type) {
    case 'Create': {
      const denied = safetyCheckCreationDenial(actor);
      if (denied) fail(denied);
      // the same company and day already recorded: the import counts it as there
      if (!takes(typed(snapshot), 'SafetyCheckRecorded')) fail('ENGINE.CONCURRENT_WRITE');
      const fields = parseOrThrow(safetyCheckSchema, payload.fields);
      const jobId = typeof payload.jobId === 'string' ? payload.jobId : null;
      return [
        accepted(
          snapshot,
          { type: 'SafetyCheckRecorded', data: { by, at, companyId: fields.companyId, fields, jobId } },
          'REVIEW.NOT_ALLOWED',
        ),
      ];
    }
    case 'Edit': {
      gate(POLICY, command.type, typed(snapshot), actor);
      const { changes } = parseOrThrow(safetyCheckEditSchema, { changes: payload.changes });
      return [accepted(snapshot, { type: 'SafetyCheckEdited', data: { by, at, changes } }, 'SAFETY.ALREADY_DELETED')];
    }
    case 'Delete':
      gate(POLICY, command.type, typed(snapshot), actor);
      return [accepted(snapshot, { type: 'SafetyCheckDeleted', data: { by, at } }, 'SAFETY.ALREADY_DELETED')];
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

export const safetyCheckWorkflow: Workflow = {
  ...machineBasics('safety-check', safetyCheckMachine),
  commands: commandsOf(POLICY),
  decide,
  allowed: (snapshot, actor) => allowedBy(POLICY, typed(snapshot), actor),
  companyId: (snapshot) => typed(snapshot).context.companyId,
  view(snapshot) {
    const ctx = typed(snapshot).context;
    const dangerList: DangerItem[] = ctx.fields.dangerList ?? [];
    return {
      ...ctx.fields,
      dangerList,
      dangerCount: dangerList.length,
      // every danger item's images as one file field (libs/domain FILE_FIELDS)
      dangerImg: dangerList.flatMap((d) => (d.img ? d.img.split(',') : [])).join(','),
      companyId: ctx.companyId,
      createTime: ctx.createTime,
      createBy: ctx.createBy?.userId ?? null,
      createByName: ctx.createBy?.realname ?? null,
      jobId: ctx.jobId,
    };
  },
};
