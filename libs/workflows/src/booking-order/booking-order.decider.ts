import { type Actor, type MessageCode, type OrderKind, orderRejectSchema, parseOrThrow } from '@parkflow/domain';
import { byOf, mayByRole } from '../core/actors.js';
import { type KindCommand, defineWorkflow } from '../core/define-workflow.js';
import { fail, unreachable } from '../core/fail.js';
import { accepted, machineBasics, takes } from '../core/machine.js';
import { type Policy, always } from '../core/policy.js';
import { createdView } from '../core/record.js';
import { rolesFor } from '../core/role-policy.js';
import type { Workflow } from '../workflow.js';
import type { BookingOrderEvent } from './booking-order.events.js';
import { type BookingOrderSnapshot, bookingOrderMachine } from './booking-order.machine.js';

type OrderCommand = 'Approve' | 'Reject';

const companyOf = (snapshot: BookingOrderSnapshot) => snapshot.context.companyId;

/**
 * The park's operations accept or reject a pending order (seed 001 §4: 0 → 1 / 2; who: the role
 * policy); the booking company follows it. What the order may do next is this machine's answer.
 */
const policyOf = (kind: OrderKind): Policy<BookingOrderSnapshot, OrderCommand> => ({
  Approve: always({
    who: mayByRole(kind, 'Approve', companyOf),
    events: () => [{ type: 'BookingOrderAccepted' }],
    closed: () => 'ORDER.ALREADY_DECIDED',
  }),
  Reject: always({
    who: mayByRole(kind, 'Reject', companyOf),
    events: () => [{ type: 'BookingOrderRejected' }],
    closed: () => 'ORDER.ALREADY_DECIDED',
  }),
});

/** Who may book: a member of a park company (the order is that company's); null when this actor may. */
export function bookingDenial(kind: OrderKind, actor: Actor): MessageCode | null {
  const bookers = rolesFor(kind, 'Create');
  return actor.roles.some((role) => bookers.includes(role)) && actor.companyId !== null ? null : 'ORDER.COMPANY_ONLY';
}

const decideFor =
  (kind: OrderKind) =>
  (command: KindCommand<OrderCommand>, order: BookingOrderSnapshot): BookingOrderEvent[] => {
    const { actor, at, payload } = command;
    const by = byOf(actor);
    switch (command.type) {
      case 'Create': {
        const denied = bookingDenial(kind, actor);
        if (denied) fail(denied);
        if (!takes(order, 'BookingOrderPlaced')) fail('ENGINE.CONCURRENT_WRITE');
        const fields = (payload.fields ?? {}) as Record<string, unknown>;
        if (typeof fields.itemId !== 'string' || fields.itemId === '') fail('ORDER.ITEM_REQUIRED', 'itemId');
        // the order is the booking member's company's, whatever the body says
        const companyId = actor.companyId!;
        return [
          accepted(
            order,
            { type: 'BookingOrderPlaced', data: { by, at, companyId, fields: { ...fields, companyId } } },
            'REVIEW.NOT_ALLOWED',
          ),
        ];
      }
      case 'Approve':
        return [accepted(order, { type: 'BookingOrderAccepted', data: { by, at } }, 'ORDER.ALREADY_DECIDED')];
      case 'Reject': {
        const { reason } = parseOrThrow(orderRejectSchema, { reason: payload.reason });
        return [
          accepted(order, { type: 'BookingOrderRejected', data: { by, at, reason: reason ?? '' } }, 'ORDER.ALREADY_DECIDED'),
        ];
      }
      default:
        return unreachable(command.type);
    }
  };

const bookingOrderWorkflow = (kind: OrderKind): Workflow => {
  const basics = machineBasics(kind, bookingOrderMachine);
  return defineWorkflow({
    basics,
    policy: policyOf(kind),
    decide: decideFor(kind),
    companyId: companyOf,
    view(snapshot) {
      const ctx = snapshot.context;
      const code = basics.code(snapshot);
      return {
        ...ctx.fields,
        status: typeof code === 'number' ? code : null,
        companyId: ctx.companyId,
        ...createdView(ctx),
        // who answered the order and when (the read model's own decidedBy names the last actor)
        handledBy: ctx.decidedBy?.realname ?? null,
        handledTime: ctx.decidedTime,
        rejectReason: ctx.rejectReason,
      };
    },
  });
};

export const equipmentOrderWorkflow = bookingOrderWorkflow('equipment-order');
export const serviceOrderWorkflow = bookingOrderWorkflow('service-order');
