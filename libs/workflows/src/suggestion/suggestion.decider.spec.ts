import { ACTORS, at, given, longText, refusal } from '../testing/fixtures.js';
import { suggestionWorkflow } from './suggestion.decider.js';

const fields = { theme: '食堂建议', suggestion: '希望增加素食窗口', remark: '', userName: '张三', tel: '13800000000' };
const submitted = () => given(suggestionWorkflow, ['Create', ACTORS.colleague, fields]);

describe('suggestion: state new', () => {
  it('given nothing, when a user files a suggestion, then SuggestionSubmitted carries its fields and code is submitted', () => {
    const story = given(suggestionWorkflow);
    const [event] = story.when('Create', ACTORS.colleague, fields);
    expect(event).toEqual({
      type: 'SuggestionSubmitted',
      data: { by: { userId: 'colleague', realname: 'colleague-name' }, at: at(0), companyId: 'c1', fields },
    });
    expect(story.code).toBe('submitted');
    expect(story.view).toMatchObject({ ...fields, createTime: at(0), reply: null });
  });

  it('given nothing, when a credit institution files one, then it is accepted (anyone may)', () => {
    expect(given(suggestionWorkflow, ['Create', ACTORS.bankA, fields]).code).toBe('submitted');
  });

  it('given nothing, when an admin replies, then it is refused (NOT_ALLOWED)', () => {
    expect(refusal(() => given(suggestionWorkflow).attempt('Reply', ACTORS.admin, { reply: '好' }))).toBe('REVIEW.NOT_ALLOWED');
  });
});

describe('suggestion: state submitted', () => {
  it('given a suggestion, when an admin replies, then SuggestionReplied records the trimmed reply, who and when', () => {
    const story = submitted();
    const [event] = story.when('Reply', ACTORS.admin, { reply: '  已安排  ' });
    expect(event).toEqual({
      type: 'SuggestionReplied',
      data: { by: { userId: 'admin', realname: 'admin-name' }, at: at(1), reply: '已安排' },
    });
    expect(story.code).toBe('replied');
    expect(story.view).toMatchObject({ reply: '已安排', replyTime: at(1), replyBy: { userId: 'admin' } });
  });

  it('given a suggestion, when replying with nothing, then it is refused with 内容不能为空', () => {
    expect(refusal(() => submitted().attempt('Reply', ACTORS.admin, { reply: '   ' }))).toBe('SUGGESTION.REPLY_REQUIRED');
  });

  it('given a suggestion, when replying with 201 characters, then it is refused (REPLY_TOO_LONG)', () => {
    expect(refusal(() => submitted().attempt('Reply', ACTORS.admin, { reply: longText(201) }))).toBe(
      'SUGGESTION.REPLY_TOO_LONG',
    );
  });

  it('given a suggestion, when replying with exactly 200 characters, then it is replied', () => {
    const story = submitted();
    story.when('Reply', ACTORS.reviewer, { reply: longText(200) });
    expect(story.code).toBe('replied');
  });

  it('given a suggestion, when an operator replies, then it is refused (ROLE_FORBIDDEN)', () => {
    expect(refusal(() => submitted().attempt('Reply', ACTORS.operator, { reply: '好' }))).toBe('REVIEW.ROLE_FORBIDDEN');
  });

  it("given a suggestion, when an enterprise user replies to another company's item, then it is refused (NOT_YOUR_COMPANY)", () => {
    expect(refusal(() => submitted().attempt('Reply', ACTORS.outsider, { reply: '好' }))).toBe('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a suggestion, when someone approves it, then the kind does not know the command', () => {
    expect(refusal(() => submitted().attempt('Approve', ACTORS.admin))).toBe('ENGINE.UNKNOWN_COMMAND');
    expect(refusal(() => submitted().attempt('SubmitSupplement', ACTORS.colleague, {}))).toBe('ENGINE.UNKNOWN_COMMAND');
  });

  it('given a suggestion, then admins and reviewers may Reply, its author nothing', () => {
    expect(submitted().allowed(ACTORS.admin)).toEqual(['Reply']);
    expect(submitted().allowed(ACTORS.reviewer)).toEqual(['Reply']);
    expect(submitted().allowed(ACTORS.colleague)).toEqual([]);
  });
});

describe('suggestion: state replied', () => {
  const replied = () => given(suggestionWorkflow, ['Create', ACTORS.colleague, fields], ['Reply', ACTORS.admin, { reply: '已处理' }]);

  it('given a replied suggestion, when an admin replies twice, then it is refused (ALREADY_REPLIED, 409)', () => {
    expect(refusal(() => replied().attempt('Reply', ACTORS.admin, { reply: '再次回复' }))).toBe('SUGGESTION.ALREADY_REPLIED');
  });

  it('given a replied suggestion, then nobody may do anything', () => {
    for (const who of Object.values(ACTORS)) expect(replied().allowed(who)).toEqual([]);
  });
});

describe('suggestion: describe()', () => {
  it('lists submitted and replied with their labels', () => {
    const d = suggestionWorkflow.describe();
    expect(d.states.map((s) => [s.name, s.code, s.label])).toEqual([
      ['new', null, '新建'],
      ['submitted', 'submitted', '待回复'],
      ['replied', 'replied', '已回复'],
    ]);
    expect(d.events).toEqual(['SuggestionSubmitted', 'SuggestionReplied']);
  });
});
