import {
  AVAILABILITY,
  type BookingInput,
  CATALOGUE_DELETED_CODE,
  DomainError,
  ORDER_CATALOGUE,
  type OrderKind,
} from '@parkflow/domain';
import type { CatalogueItemRow } from './catalogue-item.js';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The fields of a new booking order (seed 001 §3 Booking order): the booked item as it reads now
 * (title, belongCompany, mainFunc; detail name, num, buildCompany, address, contactName,
 * contactNum, serviceName, price), the booking (startTime, endTime, backup) and who booked it.
 * Only an on-shelf item can be booked (§4: off shelf takes it out of the park's offer).
 */
export function bookingFields(
  kind: OrderKind,
  item: CatalogueItemRow | null,
  booking: BookingInput,
  booker: { companyName: string; userName: string; tel: string | null },
): Record<string, unknown> {
  if (!item || item.code === CATALOGUE_DELETED_CODE) throw new DomainError('ORDER.ITEM_NOT_FOUND', undefined, 'itemId');
  if (item.code !== String(AVAILABILITY.ON_SHELF)) throw new DomainError('ORDER.OFF_SHELF', undefined, 'itemId');
  const f = item.fields;
  const common = {
    itemId: item.id,
    itemKind: ORDER_CATALOGUE[kind],
    title: text(f.name),
    belongCompany: text(f.belongCompany),
    contactName: text(f.contactName),
    contactNum: text(f.contactNum),
    price: text(f.price),
    img: text(f.img).split(',')[0] ?? '',
    startTime: booking.startTime,
    endTime: booking.endTime,
    backup: booking.backup ?? '',
    companyName: booker.companyName,
    bookerName: booker.userName,
    bookerTel: booker.tel ?? '',
  };
  return kind === 'equipment-order'
    ? {
        ...common,
        name: text(f.name),
        num: text(f.num),
        typeName: text(f.typeName),
        buildCompany: text(f.buildCompany),
        address: text(f.address),
        mainFunc: text(f.mainFunc),
      }
    : {
        ...common,
        serviceName: text(f.name),
        tag: f.tag ?? null,
        mainFunc: [f.mainTypeName, f.subTypeName].filter(Boolean).map(String).join('/'),
      };
}
