import { AREA_TREE } from '../reference/area-tree.js';
import { enterpriseApplicationCreateSchema as enterpriseSchemaIn, providerApplicationCreateSchema } from './applications.js';

const enterpriseApplicationCreateSchema = enterpriseSchemaIn(AREA_TREE);
import { issueCodes } from './parse.js';

const enterprise = {
  name: '上海某生物医药有限公司',
  business_contacts: '郑一',
  business_contact_tel: '13812345678',
  legal_representative: '郑二',
  credit_code: '91310115ma1k3xq92b',
  capital: '1000',
  capital_unit: '万元',
  capital_type: '人民币',
  establishment_date: '2019-06-01',
  area: 310000,
  city: 99999,
  district: 310115,
  register_addr: '张江路1号',
  whether_settled: 1,
  settled_number: 'A,2,201/B,3,301',
};

describe('enterprise settlement application', () => {
  it('given a settled enterprise, when validated, then it passes with normalised values', () => {
    expect(enterpriseApplicationCreateSchema.parse(enterprise)).toMatchObject({
      credit_code: '91310115MA1K3XQ92B',
      capital: 1000,
      area: '310000',
      whether_settled: 1,
    });
  });
  it('given a settled enterprise without rooms, when validated, then rooms are asked for', () => {
    expect(issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, settled_number: '' })).toEqual([
      { field: 'settled_number', code: 'ENTERPRISE.SETTLED_ROOMS_REQUIRED' },
    ]);
  });
  it('given a malformed room list, when validated, then it is refused', () => {
    expect(issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, settled_number: '1,2/3' })).toEqual([
      { field: 'settled_number', code: 'ENTERPRISE.SETTLED_ROOMS_REQUIRED' },
    ]);
  });
  it('given a room the building tree does not know, when validated, then it is refused', () => {
    expect(issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, settled_number: 'A,2,201/Z,3,301' })).toEqual([
      { field: 'settled_number', code: 'ENTERPRISE.ROOM_UNKNOWN' },
    ]);
  });
  it.each([
    ['an unknown province', { area: '990000', city: undefined, district: undefined }],
    ['a city of another province', { city: '320500' }],
    ['a district without its city', { city: undefined }],
    ['the real 上海 city code instead of the synthetic 99999', { city: '310100' }],
  ])('given %s, when validated, then the area is refused', (_, change) => {
    expect(issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, ...change })).toEqual([
      { field: 'area', code: 'ENTERPRISE.AREA_UNKNOWN' },
    ]);
  });
  it.each([
    ['天津 (a municipality)', '120000', '99999', '120116'],
    ['重庆, one of its counties', '500000', '99999', '500229'],
    ['香港 (a SAR)', '810000', '99999', '810001'],
    ['澳门 (a SAR)', '820000', '99999', '820001'],
    ['成都 (a province not loaded before)', '510000', '510100', '510104'],
    ['深圳', '440000', '440300', '440305'],
    ['仙桃, a city governed by the province', '420000', '429000', '429004'],
    ['东莞, a city without districts', '440000', '441900', undefined],
  ])('given a settlement from %s, when validated, then the area is accepted', (_, area, city, district) => {
    expect(issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, area, city, district })).toEqual([]);
  });
  it.each([
    ['天津 with its real city code instead of 99999', '120000', '120100', '120116'],
    ['香港 with a district of 澳门', '810000', '99999', '820001'],
    ['澳门 with an unknown district', '820000', '99999', '820099'],
    ['重庆 with a 北京 district', '500000', '99999', '110105'],
    ['a 市辖区 placeholder', '320000', '320500', '320501'],
    ['an unknown city', '510000', '519900', undefined],
  ])('given %s, when validated, then the area is refused', (_, area, city, district) => {
    expect(issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, area, city, district })).toEqual([
      { field: 'area', code: 'ENTERPRISE.AREA_UNKNOWN' },
    ]);
  });
  it('given the tree it is built with, when validated, then only that tree counts', () => {
    const tiny = [{ id: '1', areaname: '甲省', children: [{ id: '2', areaname: '乙市' }] }];
    expect(issueCodes(enterpriseSchemaIn(tiny), { ...enterprise, area: '1', city: '2', district: undefined })).toEqual([]);
    expect(issueCodes(enterpriseSchemaIn(tiny), enterprise)).toEqual([{ field: 'area', code: 'ENTERPRISE.AREA_UNKNOWN' }]);
  });
  it('given only a province, when validated, then it passes (city and district are optional)', () => {
    expect(issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, city: undefined, district: undefined })).toEqual([]);
  });
  it('given an enterprise not settled, when validated, then no rooms are needed', () => {
    expect(
      issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, whether_settled: '0', settled_number: undefined }),
    ).toEqual([]);
  });
  it('given a bad credit code, when validated, then it is refused', () => {
    expect(issueCodes(enterpriseApplicationCreateSchema, { ...enterprise, credit_code: '123' })).toEqual([
      { field: 'credit_code', code: 'ENTERPRISE.CREDIT_CODE_INVALID' },
    ]);
  });
  it('given an empty body, when validated, then the required fields are reported', () => {
    expect(issueCodes(enterpriseApplicationCreateSchema, {}).map((i) => i.field)).toEqual([
      'name',
      'business_contacts',
      'business_contact_tel',
      'legal_representative',
      'credit_code',
      'area',
      'register_addr',
      'whether_settled',
    ]);
  });
});

const provider = {
  company_name: '某检测服务公司',
  business_contact_tel: '13912345678',
  types: [{ id: 1, name: '检测服务', children: [{ name: '理化检测' }] }],
  industry: '生物医药',
  detail: '<p>介绍</p>',
  form_url: ['a.pdf', 'b.pdf'],
  licence_url: 'c.pdf',
  honour_url: 'd.pdf',
  honest_url: 'e.png',
};

describe('service provider application', () => {
  it('given a complete application, when validated, then file lists are comma-joined', () => {
    expect(providerApplicationCreateSchema.parse(provider)).toMatchObject({ form_url: 'a.pdf,b.pdf', types: [{ id: '1' }] });
  });
  it('given no other material, when validated, then it still passes', () => {
    expect(issueCodes(providerApplicationCreateSchema, { ...provider, other_url: '' })).toEqual([]);
  });
  it('given missing types and files, when validated, then each is reported', () => {
    expect(issueCodes(providerApplicationCreateSchema, { ...provider, types: [], licence_url: [], honest_url: '' })).toEqual([
      { field: 'types', code: 'PROVIDER.TYPES_REQUIRED' },
      { field: 'licence_url', code: 'PROVIDER.LICENCE_REQUIRED' },
      { field: 'honest_url', code: 'PROVIDER.CREDIT_REQUIRED' },
    ]);
  });
});
