import { z } from 'zod';
import { type AreaNode, findRoom, isKnownAreaPathIn, settledRooms } from '../reference/index.js';
import {
  LONG_TEXT,
  OBJECT,
  RICH_TEXT,
  USCC_PATTERN,
  codeOf,
  id,
  isoDate,
  mobile,
  nonNegativeNumber,
  optional,
  optionalText,
  requiredText,
  rowList,
  unlessInvalid,
} from './fields.js';

/**
 * Comma-separated file links, as the seed stores them; an array of links is joined. Required
 * slots must hold at least one link.
 */
const fileLinks = (required?: Parameters<typeof requiredText>[0]) => {
  const joined = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x.trim()).join(',') : v);
  return required ? z.preprocess(joined, requiredText(required, LONG_TEXT)) : z.preprocess(joined, optionalText(LONG_TEXT));
};

/** settled_number: 'building,floor,room' triples joined by '/'. */
const SETTLED_ROOMS = /^[^,/]+,[^,/]+,[^,/]+(\/[^,/]+,[^,/]+,[^,/]+)*$/;

/**
 * An enterprise settlement (入驻) application, field names as in seed 000 §3. The seed shows no
 * create form (applications come from the public site); this is what demo data and the api
 * accept: identity, contact and address are required, the rest optional. Province, city and
 * district must be a path of `areas`, the area tree (the server's AREA_TREE from
 * @parkflow/domain/area-tree, or a console's fetched copy): the rules never bundle the tree.
 */
export const enterpriseApplicationCreateSchema = (areas: readonly AreaNode[]) =>
  z
    .object(
      {
        name: requiredText('ENTERPRISE.NAME_REQUIRED'),
        business_contacts: requiredText('ENTERPRISE.CONTACTS_REQUIRED'),
        business_contact_tel: mobile('ENTERPRISE.CONTACT_TEL_REQUIRED', 'VALIDATION.MOBILE'),
        business_contact_position: optionalText(),
        legal_representative: requiredText('ENTERPRISE.LEGAL_REPRESENTATIVE_REQUIRED'),
        credit_code: requiredText('ENTERPRISE.CREDIT_CODE_REQUIRED')
          .toUpperCase()
          .regex(USCC_PATTERN, { error: 'ENTERPRISE.CREDIT_CODE_INVALID' }),
        capital: optional(nonNegativeNumber({ required: 'ENTERPRISE.CAPITAL_INVALID', invalid: 'ENTERPRISE.CAPITAL_INVALID' })),
        /** e.g. 万元 */
        capital_unit: optionalText(),
        /** currency, e.g. 人民币 */
        capital_type: optionalText(),
        establishment_date: optional(isoDate('VALIDATION.DATE_INVALID')),
        /** Province, city, district ids of the area tree. */
        area: id('ENTERPRISE.AREA_REQUIRED'),
        city: optional(id('ENTERPRISE.AREA_REQUIRED')),
        district: optional(id('ENTERPRISE.AREA_REQUIRED')),
        register_addr: requiredText('ENTERPRISE.ADDRESS_REQUIRED'),
        whether_settled: codeOf([0, 1], 'ENTERPRISE.SETTLED_REQUIRED'),
        settled_number: optional(
          requiredText('ENTERPRISE.SETTLED_ROOMS_REQUIRED', LONG_TEXT).regex(SETTLED_ROOMS, {
            error: 'ENTERPRISE.SETTLED_ROOMS_REQUIRED',
          }),
        ),
        corporate_service_personnel: optionalText(),
        logo: optionalText(),
      },
      OBJECT,
    )
    .refine((v) => v.whether_settled === 0 || v.settled_number !== undefined, {
      error: 'ENTERPRISE.SETTLED_ROOMS_REQUIRED',
      path: ['settled_number'],
      when: unlessInvalid('whether_settled', 'settled_number'),
    })
    // Only ids of the reference trees (seed 000 §2.9): what the console can show by name.
    .refine((v) => isKnownAreaPathIn(areas, v.area, v.city, v.district), {
      error: 'ENTERPRISE.AREA_UNKNOWN',
      path: ['area'],
      when: unlessInvalid('area', 'city', 'district'),
    })
    .refine((v) => v.settled_number === undefined || settledRooms(v.settled_number).every((room) => findRoom(room) !== null), {
      error: 'ENTERPRISE.ROOM_UNKNOWN',
      path: ['settled_number'],
      when: unlessInvalid('settled_number'),
    });
export type EnterpriseApplicationCreateInput = z.output<ReturnType<typeof enterpriseApplicationCreateSchema>>;

const serviceTypeNode = z.object(
  {
    id: id('PROVIDER.TYPES_REQUIRED'),
    name: requiredText('PROVIDER.TYPES_REQUIRED'),
    children: rowList(
      z.object({ id: optional(id('PROVIDER.TYPES_REQUIRED')), name: requiredText('PROVIDER.TYPES_REQUIRED') }, OBJECT),
      'PROVIDER.TYPES_REQUIRED',
    ).default([]),
  },
  { error: 'PROVIDER.TYPES_REQUIRED' },
);

/**
 * A third-party service provider application, field names as in seed 000 §3. The application
 * form, business licence, qualification proof and credit screenshot are required; other
 * material is optional (seed 000 §2.2).
 */
export const providerApplicationCreateSchema = z.object(
  {
    company_name: requiredText('PROVIDER.COMPANY_REQUIRED'),
    business_contact_tel: mobile('PROVIDER.CONTACT_TEL_REQUIRED', 'VALIDATION.MOBILE'),
    types: rowList(serviceTypeNode, 'PROVIDER.TYPES_REQUIRED').min(1, { error: 'PROVIDER.TYPES_REQUIRED' }),
    industry: requiredText('PROVIDER.INDUSTRY_REQUIRED'),
    /** Rich html; the api sanitizes it before storing. */
    detail: optionalText(RICH_TEXT),
    form_url: fileLinks('PROVIDER.FORM_REQUIRED'),
    licence_url: fileLinks('PROVIDER.LICENCE_REQUIRED'),
    honour_url: fileLinks('PROVIDER.QUALIFICATION_REQUIRED'),
    honest_url: fileLinks('PROVIDER.CREDIT_REQUIRED'),
    other_url: fileLinks(),
  },
  OBJECT,
);
export type ProviderApplicationCreateInput = z.output<typeof providerApplicationCreateSchema>;
