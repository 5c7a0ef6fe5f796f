import { message } from '../messages/catalogue.js';
import { billEditSchemaOf } from './bill.js';
import { contractBillEditSchema, contractEditSchema } from './contract.js';
import { safetyCheckEditSchema } from './gate-records.js';
import { issueCodes } from './parse.js';
import type { z } from 'zod';

/** The first refusal of an Edit's `changes`, as the api answers it (parseOrThrow takes the first). */
const first = (schema: z.ZodType, changes: unknown) => {
  const [issue] = issueCodes(schema, changes === undefined ? {} : { changes });
  return issue ? [issue.field, message(issue.code)] : null;
};

describe('kept records’ edits (recordChangesSchema)', () => {
  it('an edit naming only a field that stays says so, not the missing field’s type', () => {
    expect(first(contractBillEditSchema, { billNo: 'ZD-1' })).toEqual(['changes', '此处只能修改账单的已收金额']);
    expect(first(contractEditSchema, { contractNo: 'ZL-1' })).toEqual(['changes', '此处只能修改合同的收款账户']);
    expect(first(billEditSchemaOf('bill-water'), { companyName: 'x' })).toEqual([
      'changes',
      '企业、账期和房间号不能修改，请删除后重新导入',
    ]);
    expect(first(safetyCheckEditSchema, { checkTime: '2025-01-01' })).toEqual([
      'changes',
      '企业和检查时间不能修改，请删除后重新导入',
    ]);
  });

  it('an edit leaving out a field it must name says the field’s required message', () => {
    for (const changes of [{}, undefined, { payedAmount: '' }, { payedAmount: null }])
      expect(first(contractBillEditSchema, changes)).toEqual(['changes.payedAmount', '请输入已收金额']);
    for (const changes of [{}, undefined])
      expect(first(contractEditSchema, changes)).toEqual(['changes.accountNo', '请选择收款账户']);
  });

  it('a named field is still checked by its own rule, and a partial edit stays allowed', () => {
    expect(first(contractBillEditSchema, { payedAmount: 'abc' })).toEqual(['changes.payedAmount', '应为不小于 0 的数字']);
    expect(first(contractBillEditSchema, { payedAmount: 120 })).toBeNull();
    expect(first(billEditSchemaOf('bill-water'), { cost: 'x' })).toEqual(['changes.cost', '应为不小于 0 的数字']);
    expect(first(billEditSchemaOf('bill-water'), { state: 1 })).toBeNull();
    expect(first(billEditSchemaOf('bill-water'), undefined)).toBeNull();
    expect(first(safetyCheckEditSchema, { remarks: '复查' })).toBeNull();
    expect(first(safetyCheckEditSchema, undefined)).toBeNull();
  });
});
