import { issueCodes } from './parse.js';
import { auditOpinionRejectSchema, rejectSchema, supplementRequestSchema, supplementSubmitSchema } from './review.js';

describe('rejection reason', () => {
  it('given a padded reason, when validated, then it is trimmed', () => {
    expect(rejectSchema.parse({ reason: '  资料不全 ' })).toEqual({ reason: '资料不全' });
  });
  it.each([undefined, '', '    ', '\n\t'])('given reason %p, when validated, then 请输入驳回原因', (reason) => {
    expect(issueCodes(rejectSchema, { reason })).toEqual([{ field: 'reason', code: 'REVIEW.REASON_REQUIRED' }]);
  });
  it('given 160 characters, when validated, then it passes; given 161, then it is too long', () => {
    expect(issueCodes(rejectSchema, { reason: '驳'.repeat(160) })).toEqual([]);
    expect(issueCodes(rejectSchema, { reason: '驳'.repeat(161) })).toEqual([{ field: 'reason', code: 'REVIEW.REASON_TOO_LONG' }]);
  });
  it('given 160 characters padded with spaces, when validated, then the padding does not count', () => {
    expect(issueCodes(rejectSchema, { reason: `  ${'驳'.repeat(160)}  ` })).toEqual([]);
  });
});

describe('enterprise and provider rejection opinion', () => {
  it('given no opinion, when validated, then it passes (the seed shows no emptiness check)', () => {
    expect(auditOpinionRejectSchema.parse({})).toEqual({});
    expect(auditOpinionRejectSchema.parse({ reason: '' })).toEqual({});
  });
  it('given an opinion over 160, when validated, then it is too long', () => {
    expect(issueCodes(auditOpinionRejectSchema, { reason: 'x'.repeat(161) })).toEqual([
      { field: 'reason', code: 'REVIEW.REASON_TOO_LONG' },
    ]);
  });
});

describe('supplements', () => {
  it('given no reason, when requesting a supplement, then a reason is asked for', () => {
    expect(issueCodes(supplementRequestSchema, { reason: ' ' })).toEqual([
      { field: 'reason', code: 'REVIEW.SUPPLEMENT_REASON_REQUIRED' },
    ]);
  });
  it('given changes and a remark, when submitting a supplement, then it passes; without changes it fails', () => {
    expect(supplementSubmitSchema.parse({ changes: { uscc: 'x' }, checkRemark: '已补充' })).toEqual({
      changes: { uscc: 'x' },
      checkRemark: '已补充',
    });
    expect(issueCodes(supplementSubmitSchema, {})).toEqual([{ field: 'changes', code: 'VALIDATION.INVALID' }]);
  });
});
