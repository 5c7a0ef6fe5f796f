import { issueCodes } from './parse.js';
import { suggestionCreateSchema, suggestionReplySchema } from './suggestion.js';

describe('suggestion create', () => {
  it('given theme, content and remark, when validated, then it passes', () => {
    expect(suggestionCreateSchema.parse({ theme: '标题', suggestion: '内容', remark: '备注' })).toEqual({
      theme: '标题',
      suggestion: '内容',
      remark: '备注',
    });
  });
  it('given nothing, when validated, then 请输入标题 and 请输入具体内容', () => {
    expect(issueCodes(suggestionCreateSchema, {})).toEqual([
      { field: 'theme', code: 'SUGGESTION.THEME_REQUIRED' },
      { field: 'suggestion', code: 'SUGGESTION.CONTENT_REQUIRED' },
    ]);
  });
  it('given the limits, when reached, then they pass; one more fails', () => {
    expect(issueCodes(suggestionCreateSchema, { theme: 't'.repeat(50), suggestion: 's'.repeat(1000) })).toEqual([]);
    expect(issueCodes(suggestionCreateSchema, { theme: 't'.repeat(51), suggestion: 's'.repeat(1001) })).toEqual([
      { field: 'theme', code: 'SUGGESTION.THEME_TOO_LONG' },
      { field: 'suggestion', code: 'SUGGESTION.CONTENT_TOO_LONG' },
    ]);
  });
});

describe('suggestion reply', () => {
  it('given a reply, when validated, then it passes', () => {
    expect(suggestionReplySchema.parse({ reply: '已处理' })).toEqual({ reply: '已处理' });
  });
  it('given a blank reply, when validated, then 内容不能为空', () => {
    expect(issueCodes(suggestionReplySchema, { reply: '  ' })).toEqual([{ field: 'reply', code: 'SUGGESTION.REPLY_REQUIRED' }]);
  });
  it('given 201 characters, when validated, then 输入内容超过200字符', () => {
    expect(issueCodes(suggestionReplySchema, { reply: 'r'.repeat(200) })).toEqual([]);
    expect(issueCodes(suggestionReplySchema, { reply: 'r'.repeat(201) })).toEqual([
      { field: 'reply', code: 'SUGGESTION.REPLY_TOO_LONG' },
    ]);
  });
});
