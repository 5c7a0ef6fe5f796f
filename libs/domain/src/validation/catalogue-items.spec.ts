import { companyServiceSchema, equipmentSchema } from './catalogue-items.js';
import { TEXT_MAX } from '../constants.js';
import { issueCodes } from './parse.js';

describe('equipment dialog', () => {
  const valid = {
    name: '液相色谱仪',
    num: 'LC-20A',
    typeId: 3,
    buildCompany: '岛津',
    mainFunc: '分离，定量',
    address: 'A栋101',
    price: '200元/小时',
    belongCompany: '平台公司',
    contactName: '陈一',
    contactNum: '13812345678',
    detail: '详情',
    img: [11, 12],
  };
  it('given a complete form, when validated, then full-width commas become commas and images are joined', () => {
    expect(equipmentSchema.parse(valid)).toMatchObject({ mainFunc: '分离,定量', img: '11,12', typeId: '3' });
  });
  it('given an empty form, when validated, then the twelve seed messages show in order', () => {
    expect(issueCodes(equipmentSchema, {}).map((i) => i.code)).toEqual([
      'EQUIPMENT.NAME_REQUIRED',
      'EQUIPMENT.MODEL_REQUIRED',
      'EQUIPMENT.TYPE_REQUIRED',
      'EQUIPMENT.MANUFACTURER_REQUIRED',
      'EQUIPMENT.MAIN_FUNC_REQUIRED',
      'EQUIPMENT.ADDRESS_REQUIRED',
      'EQUIPMENT.PRICE_REQUIRED',
      'EQUIPMENT.BELONG_COMPANY_REQUIRED',
      'EQUIPMENT.CONTACT_NAME_REQUIRED',
      'EQUIPMENT.CONTACT_NUM_REQUIRED',
      'EQUIPMENT.DETAIL_REQUIRED',
      'EQUIPMENT.IMG_REQUIRED',
    ]);
  });
  it('given a name one character over the one-line limit, when validated, then the limit is the refusal', () => {
    const codes = issueCodes(equipmentSchema, { ...valid, name: '仪'.repeat(TEXT_MAX.short + 1) });
    expect(codes).toEqual([{ code: 'VALIDATION.TEXT_TOO_LONG', field: 'name', params: { max: TEXT_MAX.short } }]);
  });
});

describe('company service dialog', () => {
  it('given an empty form, when validated, then the ten seed messages show in order', () => {
    expect(issueCodes(companyServiceSchema, {}).map((i) => i.code)).toEqual([
      'SERVICE.NAME_REQUIRED',
      'SERVICE.TAG_REQUIRED',
      'SERVICE.MAIN_TYPE_REQUIRED',
      'SERVICE.SUB_TYPE_REQUIRED',
      'SERVICE.PRICE_REQUIRED',
      'SERVICE.BELONG_COMPANY_REQUIRED',
      'SERVICE.CONTACT_NAME_REQUIRED',
      'SERVICE.CONTACT_NUM_REQUIRED',
      'SERVICE.DETAIL_REQUIRED',
      'SERVICE.IMG_REQUIRED',
    ]);
  });
  it('given tag 3, when validated, then only 1 and 2 are categories', () => {
    const valid = {
      name: '药效评价',
      tag: '1',
      mainTypeId: 1,
      subTypeId: 2,
      price: '面议',
      belongCompany: '某CRO',
      contactName: '陈二',
      contactNum: '021-1234',
      detail: '详情',
      img: '9',
    };
    expect(issueCodes(companyServiceSchema, valid)).toEqual([]);
    expect(issueCodes(companyServiceSchema, { ...valid, tag: 3 })).toEqual([{ field: 'tag', code: 'SERVICE.TAG_REQUIRED' }]);
  });
});
