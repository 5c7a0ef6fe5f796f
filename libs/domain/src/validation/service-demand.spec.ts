import { DEMAND_CATEGORIES } from '../constants.js';
import { issueCodes } from './parse.js';
import { serviceDemandAddSchema } from './service-demand.js';

const base = { contacts: '赵六', tel: '021-12345678', companyName: '某企业', companyId: 12, serviceDemand: '需要维修' };

describe('service demand add', () => {
  it.each(['equipment', 'sharing', 'bio-work', 'bio-service'])(
    'given category %s without a service type, when validated, then it passes',
    (category) => {
      expect(issueCodes(serviceDemandAddSchema, { ...base, category })).toEqual([]);
    },
  );

  it('given a property demand, when validated, then propertyType is required and kept', () => {
    expect(issueCodes(serviceDemandAddSchema, { ...base, category: 'property' })).toEqual([
      { field: 'propertyType', code: 'DEMAND.SERVICE_TYPE_REQUIRED' },
    ]);
    expect(serviceDemandAddSchema.parse({ ...base, category: 'property', propertyType: '6' })).toEqual({
      ...base,
      companyId: '12',
      category: 'property',
      propertyType: 6,
    });
  });

  it('given a supply-chain demand, when validated, then type 1 or 2 is required', () => {
    expect(issueCodes(serviceDemandAddSchema, { ...base, category: 'supply-chain', type: '' })).toEqual([
      { field: 'type', code: 'DEMAND.SERVICE_TYPE_REQUIRED' },
    ]);
    expect(issueCodes(serviceDemandAddSchema, { ...base, category: 'supply-chain', type: 3 })).toEqual([
      { field: 'type', code: 'DEMAND.SERVICE_TYPE_REQUIRED' },
    ]);
    expect(serviceDemandAddSchema.parse({ ...base, category: 'supply-chain', type: 2 })).toMatchObject({ type: 2 });
  });

  it('given a type on a category without one, when validated, then it is dropped', () => {
    expect(serviceDemandAddSchema.parse({ ...base, category: 'equipment', type: 1 })).not.toHaveProperty('type');
  });

  it('given an empty form, when validated, then the seed messages show', () => {
    expect(issueCodes(serviceDemandAddSchema, { category: 'equipment' }).map((i) => i.code)).toEqual([
      'DEMAND.CONTACTS_REQUIRED',
      'DEMAND.TEL_REQUIRED',
      'DEMAND.COMPANY_REQUIRED',
      'DEMAND.SERVICE_DEMAND_REQUIRED',
    ]);
  });

  it('given an unknown category, when validated, then it is refused', () => {
    expect(issueCodes(serviceDemandAddSchema, { ...base, category: 'waste' })).toEqual([
      { field: 'category', code: 'DEMAND.CATEGORY_INVALID' },
    ]);
    expect(DEMAND_CATEGORIES).toHaveLength(6);
  });
});
