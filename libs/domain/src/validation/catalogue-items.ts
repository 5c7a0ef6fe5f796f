import { z } from 'zod';
import { SERVICE_CATEGORY_TAGS } from '../constants.js';
import { LONG_TEXT, OBJECT, codeOf, id, optional, optionalCodeOf, requiredText } from './fields.js';

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
