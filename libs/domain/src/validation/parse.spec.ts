import { z } from 'zod';
import { DomainError, httpStatusOf } from '../errors.js';
import { fieldErrors, formValidator, issueCodes, parseOrThrow } from './parse.js';
import { suggestionCreateSchema } from './suggestion.js';
import { loanSubmitSchema } from './loan.js';

describe('parseOrThrow', () => {
  it('given valid input, when parsed, then the cleaned value comes back', () => {
    expect(parseOrThrow(suggestionCreateSchema, { theme: ' 停车 ', suggestion: '车位不足' })).toEqual({
      theme: '停车',
      suggestion: '车位不足',
    });
  });

  it('given invalid input, when parsed, then a DomainError carries the first code, its text and the field', () => {
    let error: unknown;
    try {
      parseOrThrow(suggestionCreateSchema, { theme: '', suggestion: '' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    const domainError = error as DomainError;
    expect(domainError.code).toBe('SUGGESTION.THEME_REQUIRED');
    expect(domainError.message).toBe('请输入标题');
    expect(domainError.field).toBe('theme');
    expect(httpStatusOf(domainError.code)).toBe(400);
  });

  it('given a nested failure, when parsed, then the field is the dotted path', () => {
    const issues = issueCodes(loanSubmitSchema, { patents: [{ patentName: '专利' }] });
    expect(issues).toContainEqual({ field: 'patents.0.patentOwnership', code: 'LOAN.PATENT_OWNERSHIP_REQUIRED' });
  });

  it('given a body that is not an object, when parsed, then the code is VALIDATION.INVALID without a field', () => {
    expect(() => parseOrThrow(suggestionCreateSchema, 'text')).toThrow(
      expect.objectContaining({ code: 'VALIDATION.INVALID', field: undefined }),
    );
  });

  it('given a schema without a code of its own, when it fails, then the fallback code is used, never English', () => {
    expect(() => parseOrThrow(z.object({ n: z.number() }), { n: 'x' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION.INVALID', message: '校验错误', field: 'n' }),
    );
  });
});

describe('fieldErrors', () => {
  it('given several bad fields, when checked, then each gets the zh-CN text of its first issue', () => {
    expect(fieldErrors(suggestionCreateSchema, { theme: 'x'.repeat(51) })).toEqual({
      theme: '标题不能超过50个字符',
      suggestion: '请输入具体内容',
    });
  });
  it('given valid input, when checked, then there are no errors', () => {
    expect(fieldErrors(suggestionCreateSchema, { theme: 't', suggestion: 's' })).toEqual({});
  });
  it('given a form validator, when called, then it answers like fieldErrors', () => {
    expect(formValidator(suggestionCreateSchema)({ theme: 't' })).toEqual({ suggestion: '请输入具体内容' });
  });
});
