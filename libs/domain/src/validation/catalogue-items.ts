import { z } from 'zod';
import { recordChangesSchema } from './record-changes.js';
import { SERVICE_CATEGORY_TAGS } from '../constants.js';
import { LONG_TEXT, OBJECT, codeOf, id, optional, optionalCodeOf, optionalText, requiredText } from './fields.js';

/** Images: comma-joined file ids (an array is joined); at least one. */
const images = (required: Parameters<typeof requiredText>[0]) =>
  z.preprocess((v) => (Array.isArray(v) ? v.map(String).filter(Boolean).join(',') : v), requiredText(required, LONG_TEXT));

/** Full-width commas typed in the main functions become ordinary commas (seed 001 §5). */
const mainFunctions = () => requiredText('EQUIPMENT.MAIN_FUNC_REQUIRED', LONG_TEXT).transform((s) => s.replace(/，/g, ','));

/** Equipment dialog (seed 001 §5): every field required. */
export const equipmentSchema = z.object(
  {
    name: requiredText('EQUIPMENT.NAME_REQUIRED'),
    num: requiredText('EQUIPMENT.MODEL_REQUIRED'),
    typeId: id('EQUIPMENT.TYPE_REQUIRED'),
    buildCompany: requiredText('EQUIPMENT.MANUFACTURER_REQUIRED'),
    mainFunc: mainFunctions(),
    address: requiredText('EQUIPMENT.ADDRESS_REQUIRED'),
    price: requiredText('EQUIPMENT.PRICE_REQUIRED'),
    belongCompany: requiredText('EQUIPMENT.BELONG_COMPANY_REQUIRED'),
    companyId: optional(id('EQUIPMENT.BELONG_COMPANY_REQUIRED')),
    contactName: requiredText('EQUIPMENT.CONTACT_NAME_REQUIRED'),
    contactNum: requiredText('EQUIPMENT.CONTACT_NUM_REQUIRED'),
    detail: requiredText('EQUIPMENT.DETAIL_REQUIRED', LONG_TEXT),
    img: images('EQUIPMENT.IMG_REQUIRED'),
    available: optionalCodeOf([0, 1], 'VALIDATION.INVALID'),
  },
  OBJECT,
);
export type EquipmentInput = z.output<typeof equipmentSchema>;

/** Company service dialog (seed 001 §5): every field required; tag 1 innovative drug, 2 medical device. */
export const companyServiceSchema = z.object(
  {
    name: requiredText('SERVICE.NAME_REQUIRED'),
    tag: codeOf(SERVICE_CATEGORY_TAGS, 'SERVICE.TAG_REQUIRED'),
    mainTypeId: id('SERVICE.MAIN_TYPE_REQUIRED'),
    subTypeId: id('SERVICE.SUB_TYPE_REQUIRED'),
    price: requiredText('SERVICE.PRICE_REQUIRED'),
    belongCompany: requiredText('SERVICE.BELONG_COMPANY_REQUIRED'),
    companyId: optional(id('SERVICE.BELONG_COMPANY_REQUIRED')),
    contactName: requiredText('SERVICE.CONTACT_NAME_REQUIRED'),
    contactNum: requiredText('SERVICE.CONTACT_NUM_REQUIRED'),
    detail: requiredText('SERVICE.DETAIL_REQUIRED', LONG_TEXT),
    img: images('SERVICE.IMG_REQUIRED'),
    available: optionalCodeOf([0, 1], 'VALIDATION.INVALID'),
  },
  OBJECT,
);
export type CompanyServiceInput = z.output<typeof companyServiceSchema>;

// --- Records, edits and imports (docs/decisions/0020-catalogues-and-orders.md) --------------

/**
 * An edit of a catalogue item: any of the dialog's fields, each under its own rule (seed 001 §5:
 * edit sends without running the dialog's validation, so the server is the one check; a field
 * sent empty is refused with the dialog's message). Availability has its own command. Any other
 * field (available, createBy, createTime, …) is refused on its own name: stripped quietly, an edit
 * of `available` answered 保存成功 and left the item on the shelf.
 */
const dialogChanges = (schema: z.ZodObject) =>
  recordChangesSchema(schema.omit({ available: true }).partial().shape, { fixed: 'CATALOGUE.FIELD_FIXED', fixedOnField: true });
export const equipmentChangesSchema = dialogChanges(equipmentSchema);
export const companyServiceChangesSchema = dialogChanges(companyServiceSchema);

/** An imported row: the dialog's rules, except that images are added later by an edit (a sheet holds no files). */
export const equipmentImportSchema = equipmentSchema.extend({ img: optional(z.string()).transform((v) => v ?? '') });
export const companyServiceImportSchema = companyServiceSchema.extend({
  img: optional(z.string()).transform((v) => v ?? ''),
});

/** The availability switch (seed 001 §4: 1 on shelf, 0 off shelf). */
export const availabilitySchema = z.object({ available: codeOf([0, 1], 'CATALOGUE.AVAILABLE_INVALID') }, OBJECT);

/** 'YYYY-MM-DD HH:mm' (seconds optional) or a day: a booking's start and end. */
const BOOKING_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)?$/;
const bookingTime = (required: Parameters<typeof requiredText>[0]) =>
  requiredText(required).regex(BOOKING_TIME, { error: 'VALIDATION.DATE_INVALID' });

/**
 * A booking of an on-shelf equipment or service by an enterprise (seed 001 §3 Booking order:
 * startTime, endTime, backup): which item, when, and a note.
 */
export const bookingSchema = z
  .object(
    {
      itemId: id('ORDER.ITEM_REQUIRED'),
      startTime: bookingTime('ORDER.START_REQUIRED'),
      endTime: bookingTime('ORDER.END_REQUIRED'),
      backup: optionalText(LONG_TEXT),
    },
    OBJECT,
  )
  .refine((b) => b.endTime >= b.startTime, { path: ['endTime'], error: 'ORDER.END_BEFORE_START' });
export type BookingInput = z.output<typeof bookingSchema>;

/** An order's answer: a rejection may say why (optional). */
export const orderRejectSchema = z.object({ reason: optionalText(LONG_TEXT) });
