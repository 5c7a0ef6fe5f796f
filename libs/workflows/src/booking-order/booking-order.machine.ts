import { BOOKING_ORDER_STATUS, BOOKING_ORDER_STATUS_LABELS, NEW_STATE_LABEL } from '@parkflow/domain';
import { type SnapshotFrom, assign, setup } from 'xstate';
import type { By } from '../core/actors.js';
import { stateMeta as meta } from '../core/machine.js';
import type { CreatedContext } from '../core/record.js';
import type { BookingOrderMachineEvent } from './booking-order.events.js';

/**
 * A booking order of equipment or a service (seed 001 §4: status 0 pending, 1 accepted, 2
 * rejected). The operator answers once:
 *
 *   new ─Placed→ pending (0) ─Accepted→ accepted (1)
 *                            ─Rejected→ rejected (2)
 */
export interface BookingOrderContext extends CreatedContext {
  decidedBy: By | null;
  decidedTime: string | null;
  rejectReason: string | null;
}

export const bookingOrderMachine = setup({
  types: { context: {} as BookingOrderContext, events: {} as BookingOrderMachineEvent },
  actions: {
    place: assign(({ event }) =>
      event.type === 'BookingOrderPlaced'
        ? { companyId: event.companyId, fields: event.fields, createTime: event.at, createBy: event.by }
        : {},
    ),
    decide: assign(({ event }) =>
      event.type === 'BookingOrderAccepted' || event.type === 'BookingOrderRejected'
        ? {
            decidedBy: event.by,
            decidedTime: event.at,
            rejectReason: event.type === 'BookingOrderRejected' ? event.reason || null : null,
          }
        : {},
    ),
  },
}).createMachine({
  id: 'bookingOrder',
  context: {
    companyId: null,
    fields: {},
    createTime: null,
    createBy: null,
    decidedBy: null,
    decidedTime: null,
    rejectReason: null,
  },
  initial: 'new',
  states: {
    new: { meta: meta(null, NEW_STATE_LABEL), on: { BookingOrderPlaced: { target: 'pending', actions: 'place' } } },
    pending: {
      meta: meta(BOOKING_ORDER_STATUS.PENDING, BOOKING_ORDER_STATUS_LABELS[0]),
      on: {
        BookingOrderAccepted: { target: 'accepted', actions: 'decide' },
        BookingOrderRejected: { target: 'rejected', actions: 'decide' },
      },
    },
    accepted: { meta: meta(BOOKING_ORDER_STATUS.ACCEPTED, BOOKING_ORDER_STATUS_LABELS[1], true) },
    rejected: { meta: meta(BOOKING_ORDER_STATUS.REJECTED, BOOKING_ORDER_STATUS_LABELS[2], true) },
  },
});

export type BookingOrderSnapshot = SnapshotFrom<typeof bookingOrderMachine>;
