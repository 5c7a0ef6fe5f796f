import { z } from 'zod';
import { DEMAND_CATEGORIES, PROPERTY_TYPES } from '../constants.js';
import { LONG_TEXT, OBJECT, id, optional, optionalCodeOf, requiredText, unlessInvalid } from './fields.js';

/** Supply-chain types of the add form: 1 service centre, 2 reagent supermarket. */
const SUPPLY_CHAIN_TYPE_CODES = [1, 2] as const;

/**
 * The generic add-service dialog (seed 001 §5), for every demand category. The seed's payload
 * names the service type `propertyType` for property demands and `type` for supply-chain ones;
 * each is required for its category and dropped from the result otherwise. tel has no format
 * check in the seed.
 */
export const serviceDemandAddSchema = z
  .object(
    {
      category: z.enum(DEMAND_CATEGORIES, { error: 'DEMAND.CATEGORY_INVALID' }),
      contacts: requiredText('DEMAND.CONTACTS_REQUIRED'),
      tel: requiredText('DEMAND.TEL_REQUIRED'),
      companyName: requiredText('DEMAND.COMPANY_REQUIRED'),
      /** Selected by the context; the api falls back to the actor's company. */
      companyId: optional(id('DEMAND.COMPANY_REQUIRED')),
      serviceDemand: requiredText('DEMAND.SERVICE_DEMAND_REQUIRED', LONG_TEXT),
      propertyType: optionalCodeOf(PROPERTY_TYPES, 'DEMAND.SERVICE_TYPE_REQUIRED'),
      type: optionalCodeOf(SUPPLY_CHAIN_TYPE_CODES, 'DEMAND.SERVICE_TYPE_REQUIRED'),
    },
    OBJECT,
  )
  .refine((v) => v.category !== 'property' || v.propertyType !== undefined, {
    error: 'DEMAND.SERVICE_TYPE_REQUIRED',
    path: ['propertyType'],
    when: unlessInvalid('category', 'propertyType'),
  })
  .refine((v) => v.category !== 'supply-chain' || v.type !== undefined, {
    error: 'DEMAND.SERVICE_TYPE_REQUIRED',
    path: ['type'],
    when: unlessInvalid('category', 'type'),
  })
  .transform(({ propertyType, type, ...v }) => ({
    ...v,
    ...(v.category === 'property' ? { propertyType } : {}),
    ...(v.category === 'supply-chain' ? { type } : {}),
  }));
export type ServiceDemandAddInput = z.output<typeof serviceDemandAddSchema>;
