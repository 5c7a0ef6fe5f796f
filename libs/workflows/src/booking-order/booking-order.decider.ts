import { type Actor, hasRole, type MessageCode, type OrderKind, orderRejectSchema, parseOrThrow } from '@parkflow/domain';
import { byOf, ENTERPRISE_ROLES, OPERATIONS_REVIEWER_ROLES, roleDenial } from '../core/actors.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, allowedBy, always, commandsOf, gate } from '../core/policy.js';
import type { Command, ItemSnapshot, Workflow } from '../workflow.js';
import type { BookingOrderEvent } from './booking-order.events.js';
import { type BookingOrderSnapshot, bookingOrderMachine } from './booking-order.machine.js';

const typed = (snapshot: ItemSnapshot) => snapshot as BookingOrderSnapshot;

const operators = (actor: Actor, snapshot: BookingOrderSnapshot) =>
  roleDenial(actor, OPERATIONS_REVIEWER_ROLES, snapshot.context.companyId);

/**
 * The park's operations staff accept or reject a pending order (seed 001 §4: 0 → 1 / 2); the
 * booking company follows it. What the order may do next is this machine's answer, nothing else.
 */
const POLICY: Policy<BookingOrderSnapshot, 'Approve' | 'Reject'> = {
  Approve: always({ who: operators, events: () => [{ type: 'BookingOrderAccepted' }], closed: () => 'ORDER.ALREADY_DECIDED' }),
  Reject: always({ who: operators, events: () => [{ type: 'BookingOrderRejected' }], closed: () => 'ORDER.ALREADY_DECIDED' }),
};

/** Who may book: a member of a park company (the order is that company's); null when this actor may. */
export function bookingDenial(actor: Actor): MessageCode | null {
  return hasRole(actor, ...ENTERPRISE_ROLES) && actor.companyId !== null ? null : 'ORDER.COMPANY_ONLY';
}

function decide(command: Command, snapshot: ItemSnapshot): BookingOrderEvent[] {
  const { actor, at, payload } = command;
  const by = byOf(actor);
  const order = typed(snapshot);
  switch (command.type) {
    case 'Create': {
      const denied = bookingDenial(actor);
      if (denied) fail(denied);
      if (!takes(order, 'BookingOrderPlaced')) fail('ENGINE.CONCURRENT_WRITE');
      const fields = (payload.fields ?? {}) as Record<string, unknown>;
      if (typeof fields.itemId !== 'string' || fields.itemId === '') fail('ORDER.ITEM_REQUIRED', 'itemId');
      // the order is the booking member's company's, whatever the body says
      const companyId = actor.companyId!;
      return [
        accepted(
          snapshot,
          { type: 'BookingOrderPlaced', data: { by, at, companyId, fields: { ...fields, companyId } } },
          'REVIEW.NOT_ALLOWED',
        ),
      ];
    }
    case 'Approve':
      gate(POLICY, command.type, order, actor);
      return [accepted(snapshot, { type: 'BookingOrderAccepted', data: { by, at } }, 'ORDER.ALREADY_DECIDED')];
    case 'Reject': {
      gate(POLICY, command.type, order, actor);
      const { reason } = parseOrThrow(orderRejectSchema, { reason: payload.reason });
      return [
        accepted(snapshot, { type: 'BookingOrderRejected', data: { by, at, reason: reason ?? '' } }, 'ORDER.ALREADY_DECIDED'),
      ];
    }
    case 'Submit':
    case 'RequestSupplement':
    case 'SubmitSupplement':
    case 'Reply':
    case 'Edit':
    case 'Delete':
    case 'SetAvailability':
    case 'Push':
      return fail('ENGINE.UNKNOWN_COMMAND');
    default:
      return unreachable(command.type);
  }
}

const bookingOrderWorkflow = (kind: OrderKind): Workflow => {
  const basics = machineBasics(kind, bookingOrderMachine);
  return {
    ...basics,
    commands: commandsOf(POLICY),
    decide,
    allowed: (snapshot, actor) => allowedBy(POLICY, typed(snapshot), actor),
    companyId: (snapshot) => typed(snapshot).context.companyId,
    view(snapshot) {
      const ctx = typed(snapshot).context;
      const code = basics.code(snapshot);
      return {
        ...ctx.fields,
        status: typeof code === 'number' ? code : null,
        companyId: ctx.companyId,
        createTime: ctx.createTime,
        createBy: ctx.createBy?.userId ?? null,
        createByName: ctx.createBy?.realname ?? null,
        // who answered the order and when (the read model's own decidedBy names the last actor)
        handledBy: ctx.decidedBy?.realname ?? null,
        handledTime: ctx.decidedTime,
        rejectReason: ctx.rejectReason,
      };
    },
  };
};

export const equipmentOrderWorkflow = bookingOrderWorkflow('equipment-order');
export const serviceOrderWorkflow = bookingOrderWorkflow('service-order');
