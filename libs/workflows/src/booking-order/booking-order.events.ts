import type { By } from '../core/actors.js';
import type { MachineEventOf } from '../core/machine.js';
import type { DomainEvent } from '../workflow.js';

/** One set of facts for equipment and service orders: the kind tells them apart. */
export const BOOKING_ORDER_EVENTS = {
  placed: 'BookingOrderPlaced',
  accepted: 'BookingOrderAccepted',
  rejected: 'BookingOrderRejected',
} as const;

/**
 * An enterprise booked an on-shelf item: the order keeps what the item said when it was booked
 * (seed 001 §3 Booking order: title, belongCompany, mainFunc, name, num, buildCompany, address,
 * contactName, contactNum, serviceName, price) with the booking's startTime, endTime and backup.
 */
export type BookingOrderPlacedData = { by: By; at: string; companyId: string; fields: Record<string, unknown> };
export type BookingOrderAcceptedData = { by: By; at: string };
export type BookingOrderRejectedData = { by: By; at: string; reason: string };

export type BookingOrderEvent =
  | DomainEvent<'BookingOrderPlaced', BookingOrderPlacedData>
  | DomainEvent<'BookingOrderAccepted', BookingOrderAcceptedData>
  | DomainEvent<'BookingOrderRejected', BookingOrderRejectedData>;

export type BookingOrderMachineEvent = MachineEventOf<BookingOrderEvent>;
