import { DomainError } from '../errors.js';
import { bodyProblem, commandIdSchema, expectedVersionOf, isStorableText, queryProblem } from './input.js';
import { pagingSchema } from './list-query.js';
import { issueCodes } from './parse.js';

const nested = (depth: number): unknown => {
  let value: unknown = '底';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('request input no database can store', () => {
  it('given NUL or a lone surrogate, then the text is not storable; a surrogate pair (an emoji) is', () => {
    expect(isStorableText('苏州博瑞 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    for (const c of ['\u0007', '\u001b', '\u007f', '\u000b']) expect(isStorableText(`a${c}b`)).toBe(false);
    expect(isStorableText('第一行\r\n第二行\t缩进')).toBe(true);
    expect(isStorableText('a\ud800')).toBe(false);
    expect(isStorableText('\udc00a')).toBe(false);
    expect(isStorableText('\ud83d\ude00\ud83d')).toBe(false);
  });

  it('given a body, then the first bad text or key is named by its path', () => {
    expect(bodyProblem({ theme: '停车', rows: [{ name: 'ok' }, { name: '坏\u0000' }] })).toEqual({
      code: 'VALIDATION.BAD_CHARACTERS',
      field: 'rows.1.name',
    });
    expect(bodyProblem({ rows: [{ ['k\ud800']: 1 }] })).toEqual({ code: 'VALIDATION.BAD_CHARACTERS', field: 'rows.0' });
    expect(bodyProblem('\u0000')).toEqual({ code: 'VALIDATION.BAD_CHARACTERS', field: '' });
    expect(bodyProblem({ a: 1, b: null, c: true, d: ['x'] })).toBeNull();
    expect(bodyProblem(undefined)).toBeNull();
  });

  it('given nesting, then 32 levels pass and 33 are refused, without recursion', () => {
    expect(bodyProblem(nested(32))).toBeNull();
    expect(bodyProblem(nested(33))).toMatchObject({ code: 'REQUEST.TOO_DEEP' });
    expect(bodyProblem(nested(100_000))).toMatchObject({ code: 'REQUEST.TOO_DEEP' });
  });

  it('given a query, then each value is one text or a repeated text, at most 2000 characters, storable', () => {
    expect(queryProblem({ pageNum: '1', baseIds: ['a', 'b'] })).toBeNull();
    expect(queryProblem(undefined)).toBeNull();
    expect(queryProblem({ companyName: { a: 'x' } })).toEqual({ code: 'VALIDATION.QUERY_INVALID', field: 'companyName' });
    expect(queryProblem({ baseIds: ['a', ['b']] })).toEqual({ code: 'VALIDATION.QUERY_INVALID', field: 'baseIds' });
    expect(queryProblem({ tel: '1'.repeat(2001) })).toEqual({
      code: 'VALIDATION.TEXT_TOO_LONG',
      field: 'tel',
      params: { max: 2000 },
    });
    expect(queryProblem({ tel: '1'.repeat(2000) })).toBeNull();
    expect(queryProblem({ tel: '138\u0000' })).toEqual({ code: 'VALIDATION.BAD_CHARACTERS', field: 'tel' });
    expect(queryProblem({ ['t\u0000']: '1' })).toEqual({ code: 'VALIDATION.BAD_CHARACTERS', field: '' });
  });
});

describe('paging (pageNum or pageNumber, pageSize)', () => {
  it('given nothing, then page 1 of 10', () => {
    expect(pagingSchema.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(pagingSchema.parse({ pageNum: '', pageSize: '' })).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('given the loan list’s pageNumber, then it is the page', () => {
    expect(pagingSchema.parse({ pageNumber: '3', pageSize: '20' })).toEqual({ pageNum: 3, pageSize: 20 });
    expect(pagingSchema.parse({ pageNum: '2', pageNumber: '3' })).toEqual({ pageNum: 2, pageSize: 10 });
  });

  it.each(['1e20', '0', '-1', 'abc', '2.5', ' 1', '0x10', '100001', '9999999999'])(
    'given pageNum %s, then LIST.PAGE_NUM_INVALID',
    (pageNum) => {
      expect(issueCodes(pagingSchema, { pageNum }).map((i) => i.code)).toEqual(['LIST.PAGE_NUM_INVALID']);
    },
  );

  it.each(['-1', '0', 'abc', '101', '1e2', '10.0'])('given pageSize %s, then LIST.PAGE_SIZE_INVALID', (pageSize) => {
    expect(issueCodes(pagingSchema, { pageSize }).map((i) => i.code)).toEqual(['LIST.PAGE_SIZE_INVALID']);
  });

  it('given the largest page and size, then they pass', () => {
    expect(pagingSchema.parse({ pageNum: '100000', pageSize: '100' })).toEqual({ pageNum: 100_000, pageSize: 100 });
    expect(pagingSchema.parse({ pageNum: 4, pageSize: 50 })).toEqual({ pageNum: 4, pageSize: 50 });
  });
});

describe('commandId', () => {
  it('given none or a UUID, then it passes; given more than 100 characters or not a text, then refused', () => {
    expect(commandIdSchema.parse(undefined)).toBeUndefined();
    expect(commandIdSchema.parse('')).toBeUndefined();
    expect(commandIdSchema.parse('0b6f9c1e-3c9a-4d7a-9a51-2f4f1f0b9a10')).toBe('0b6f9c1e-3c9a-4d7a-9a51-2f4f1f0b9a10');
    expect(commandIdSchema.parse('c'.repeat(100))).toBe('c'.repeat(100));
    expect(issueCodes(commandIdSchema, 'c'.repeat(101)).map((i) => i.code)).toEqual(['ENGINE.COMMAND_ID_INVALID']);
    expect(issueCodes(commandIdSchema, 42).map((i) => i.code)).toEqual(['ENGINE.COMMAND_ID_INVALID']);
  });
});

describe('expectedVersion', () => {
  it('given none or a whole number ≥ 0, then it passes; given anything else, then ENGINE.EXPECTED_VERSION_INVALID', () => {
    expect(expectedVersionOf(undefined)).toBeUndefined();
    expect(expectedVersionOf(0)).toBe(0);
    expect(expectedVersionOf(7)).toBe(7);
    for (const bad of ['1', -1, 1.5, null, Number.NaN, 2 ** 60]) {
      expect(() => expectedVersionOf(bad)).toThrow(DomainError);
      expect(() => expectedVersionOf(bad)).toThrow(expect.objectContaining({ code: 'ENGINE.EXPECTED_VERSION_INVALID' }));
    }
  });
});
