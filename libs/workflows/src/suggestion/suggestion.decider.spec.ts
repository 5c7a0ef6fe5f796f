import { ACTORS, at, by, event, longText, specification } from '../testing/fixtures.js';
import { suggestionWorkflow } from './suggestion.decider.js';

const { given } = specification(suggestionWorkflow);
const fields = { theme: '食堂建议', suggestion: '希望增加素食窗口', remark: '', userName: '张三', tel: '13800000000' };
const submitted = event('SuggestionSubmitted', { by: by(ACTORS.colleague), at: at(0), companyId: 'c1', fields });
const replied = event('SuggestionReplied', { by: by(ACTORS.admin), at: at(1), reply: '已处理' });

describe('suggestion: state new', () => {
  it('given nothing, when a user files a suggestion, then SuggestionSubmitted carries its fields and company', () => {
    given([]).when('Create', ACTORS.colleague, fields).then([submitted]);
  });

  it('given nothing, when a credit institution files one, then it is accepted (anyone may)', () => {
    given([])
      .when('Create', ACTORS.bankA, fields)
      .then([event('SuggestionSubmitted', { by: by(ACTORS.bankA), at: at(0), companyId: null, fields })]);
  });

  it('given nothing, when an admin replies, then NOT_ALLOWED', () => {
    given([]).when('Reply', ACTORS.admin, { reply: '好' }).thenRefuses('REVIEW.NOT_ALLOWED');
  });
});

describe("suggestion: state submitted (code 'submitted')", () => {
  const filed = () => given([submitted]);

  it('given a filed suggestion, then its code is submitted (待回复) and the view has its fields and no reply', () => {
    expect([filed().code, filed().label]).toEqual(['submitted', '待回复']);
    expect(filed().view).toMatchObject({ ...fields, createTime: at(0), reply: null });
  });

  it('given a filed suggestion, when an admin replies, then SuggestionReplied records the trimmed reply, who and when', () => {
    const item = filed()
      .when('Reply', ACTORS.admin, { reply: '  已安排  ' })
      .then([event('SuggestionReplied', { by: by(ACTORS.admin), at: at(1), reply: '已安排' })]);
    expect([item.code, item.label]).toEqual(['replied', '已回复']);
    expect(item.view).toMatchObject({ reply: '已安排', replyTime: at(1), replyBy: { userId: 'admin' } });
  });

  it('given a filed suggestion, when replying with nothing, then REPLY_REQUIRED (内容不能为空)', () => {
    filed().when('Reply', ACTORS.admin, { reply: '   ' }).thenRefuses('SUGGESTION.REPLY_REQUIRED', 'reply');
  });

  it('given a filed suggestion, when replying with 201 characters, then REPLY_TOO_LONG', () => {
    filed()
      .when('Reply', ACTORS.admin, { reply: longText(201) })
      .thenRefuses('SUGGESTION.REPLY_TOO_LONG', 'reply');
  });

  it('given a filed suggestion, when the park operator replies with exactly 200 characters, then it is replied', () => {
    filed()
      .when('Reply', ACTORS.operator, { reply: longText(200) })
      .then([event('SuggestionReplied', { by: by(ACTORS.operator), at: at(1), reply: longText(200) })]);
  });

  it('given a filed suggestion, when a reviewer replies, then ROLE_FORBIDDEN (suggestions are the park operations’)', () => {
    filed().when('Reply', ACTORS.reviewer, { reply: '好' }).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a filed suggestion, when its own author replies, then ROLE_FORBIDDEN', () => {
    filed().when('Reply', ACTORS.colleague, { reply: '好' }).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it("given a filed suggestion, when an enterprise user replies to another company's item, then NOT_YOUR_COMPANY", () => {
    filed().when('Reply', ACTORS.outsider, { reply: '好' }).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given a filed suggestion, when someone approves it or sends a supplement, then the kind does not know the command', () => {
    filed().when('Approve', ACTORS.admin).thenRefuses('ENGINE.UNKNOWN_COMMAND');
    filed().when('SubmitSupplement', ACTORS.colleague, {}).thenRefuses('ENGINE.UNKNOWN_COMMAND');
  });

  it('given a filed suggestion, then admins and operators may Reply, everybody else nothing', () => {
    for (const who of Object.values(ACTORS)) {
      const expected = who === ACTORS.admin || who === ACTORS.operator ? ['Reply'] : [];
      expect([who.userId, filed().allowed(who)]).toEqual([who.userId, expected]);
    }
  });
});

describe("suggestion: state replied (code 'replied')", () => {
  const answered = () => given([submitted, replied]);

  it('given a replied suggestion, when an admin replies twice, then ALREADY_REPLIED', () => {
    answered().when('Reply', ACTORS.admin, { reply: '再次回复' }).thenRefuses('SUGGESTION.ALREADY_REPLIED');
  });

  it('given a replied suggestion, then nobody may do anything', () => {
    for (const who of Object.values(ACTORS)) expect([who.userId, answered().allowed(who)]).toEqual([who.userId, []]);
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
