import { MESSAGES, isMessageCode, message, type MessageCode } from './catalogue.js';

/** Seed wording, character for character: a code renamed or a text retyped must fail here. */
const SEED_WORDING: [MessageCode, string][] = [
  ['HTTP.302', '没有权限'],
  ['HTTP.403', '登录失效，请重新登录'],
  ['HTTP.404', '服务器连接断开'],
  ['HTTP.405', '服务器错误'],
  ['HTTP.500', '服务器错误'],
  ['HTTP.502', '无服务'],
  ['HTTP.UNKNOWN', '未知错误'],
  ['VALIDATION.PASSWORD', '请填写6-20位包含字母和数字的密码'],
  ['VALIDATION.PASSWORD_MISMATCH', '两次密码填写不一致'],
  ['VALIDATION.MOBILE_USER', '请填写正确的手机号码'],
  ['VALIDATION.MOBILE', '请输入正确的手机号'],
  ['VALIDATION.INVALID', '校验错误'],
  ['AUTH.SMS_CODE', '请填写6位数的验证码'],
  ['CONFIRM.TITLE', '提示'],
  ['CONFIRM.APPROVE', '是否确认通过审核?'],
  ['CONFIRM.APPROVE_DEMAND', '是否通过?'],
  ['CONFIRM.REJECT_DEMAND', '此操作将驳回这条需求, 是否继续?'],
  ['CONFIRM.CLOSE', '确认关闭？'],
  ['CONFIRM.DELETE_USER', '此操作将永久删除该用户, 是否继续?'],
  ['CONFIRM.DELETE_SELECTED', '此操作将永久删除选中项, 是否继续?'],
  ['CONFIRM.PUSH_SELECTED', '此操作将向指定用户推送, 是否继续?'],
  ['CONFIRM.DELETE_ONE', '确定删除？'],
  ['CONFIRM.PUSH_ONE', '确定推送？'],
  ['CONFIRM.REVOKE_SUGGESTION', '确定撤销建议/投诉？'],
  ['CANCEL.DEFAULT', '已取消'],
  ['CANCEL.DELETE', '已取消删除'],
  ['CANCEL.PUSH', '已取消推送'],
  ['CANCEL.REJECT', '已取消驳回'],
  ['SUCCESS.APPROVED', '审批成功'],
  ['SUCCESS.REJECTED', '驳回成功'],
  ['SUCCESS.PASSED', '已通过!'],
  ['SUCCESS.REJECTED_BANG', '驳回成功!'],
  ['SUCCESS.BATCH_PUSHED', '批量推送成功'],
  ['USER.DELETE_FAILED', '删除失败，请联系管理员'],
  ['COLUMN.LOCATION_REQUIRED', '请先选择菜单位置'],
  ['USER.NAME_REQUIRED', '请输入用户名称'],
  ['USER.PHONE_REQUIRED', '请输入用户手机号'],
  ['REVIEW.REASON_REQUIRED', '请输入驳回原因'],
  ['VISIT.TEL_REQUIRED', '请输入联系人手机号'],
  ['VISIT.INTENTION_REQUIRED', '请选择参观意向'],
  ['VISIT.OUTSIDE_CITY_REQUIRED', '请选择是否来自市外'],
  ['VISIT.VISITORS_REQUIRED', '请输入参观人数'],
  ['VISIT.VISITORS_INVALID', '请输入正确的人数'],
  ['LAB.CONTACTS_REQUIRED', '请输入预约联系人'],
  ['LAB.TEL_REQUIRED', '请输入预约联系人手机号'],
  ['LAB.COMPANY_REQUIRED', '请输入预约联系人所在单位'],
  ['LAB.TYPE_REQUIRED', '请选择预约意向'],
  ['LAB.DATE_REQUIRED', '请选择预约日期'],
  ['LAB.START_REQUIRED', '请选择预约开始时间'],
  ['LAB.END_REQUIRED', '请选择预约截止时间'],
  ['DEMAND.CONTACTS_REQUIRED', '请填写联系人姓名'],
  ['DEMAND.TEL_REQUIRED', '请填写联系电话'],
  ['DEMAND.COMPANY_REQUIRED', '请选择所属企业'],
  ['DEMAND.SERVICE_DEMAND_REQUIRED', '请填写服务需求'],
  ['DEMAND.SERVICE_TYPE_REQUIRED', '请选择服务类型'],
  ['GUARD.PHONE', '请输入11位手机号'],
  ['VERIFICATION.DATE_RANGE_REQUIRED', '请选择时间'],
  ['SUGGESTION.THEME_REQUIRED', '请输入标题'],
  ['SUGGESTION.CONTENT_REQUIRED', '请输入具体内容'],
  ['SUGGESTION.REPLY_REQUIRED', '内容不能为空'],
  ['SUGGESTION.REPLY_TOO_LONG', '输入内容超过200字符'],
  ['SUGGESTION.QUERY_TIME_REQUIRED', '选择查询时间'],
  ['SUGGESTION.QUERY_DATE_REQUIRED', '选择查询日期'],
  ['SUGGESTION.REPLY_FAILED', '提交失误'],
  ['LOAN.SUBMITTED', '申请已提交'],
  ['LOAN.NOTICE_TITLE', '通知'],
  ['LOAN.SUBMIT_INVALID', '提交信息有误'],
  ['LOAN.EXPORT_NONE_SELECTED', '导出失败，您未选择任何一条数据'],
  ['UPLOAD.FORMAT', '上传文件格式不正确!'],
  ['UPLOAD.TOO_LARGE', '上传文件大小不能超过 10MB!'],
  ['UPLOAD.TOO_MANY', '超出最大上传文件数量的限制！'],
  ['UPLOAD.SUCCESS', '上传成功,您最多可上传十个文件'],
  ['UPLOAD.IMAGE_FORMAT', '只能上传jpg、jpeg、png、webp等格式的图片'],
  ['IMPORT.TOO_LARGE', '上传文件大小不能超过100MB!'],
  ['IMPORT.BAD_FILE_NAME', '请避免文件名包含 + = & / 特殊字符'],
  ['IMPORT.SAFETY_UNMATCHED_TITLE', '导入不成功，联系科服公司新增人员账号'],
  ['BILL.SELECT_TO_DELETE', '请先选择要删除的项'],
  ['BILL.SELECT_TO_PUSH', '请先选择要推送的项'],
  ['COLUMN.MENU_LOCATION_REQUIRED', '请先选择菜单位置'],
  ['EQUIPMENT.CONTACT_NAME_REQUIRED', '请输入申请人'],
  ['SERVICE.DETAIL_REQUIRED', '请填写服务详情介绍'],
];

describe('message catalogue', () => {
  it.each(SEED_WORDING)('given code %s, when looked up, then it reads the seed text %s', (code, text) => {
    expect(message(code)).toBe(text);
  });

  it('given the codes other engineers already use, when the catalogue grows, then they are still there', () => {
    const published = [
      'AUTH.TOKEN_INVALID',
      'AUTH.BAD_CREDENTIALS',
      'AUTH.THROTTLED',
      'AUTH.FORBIDDEN',
      'SUCCESS.OPERATION',
      'SUCCESS.REPLIED',
      'ENGINE.CONCURRENT_WRITE',
      'ENGINE.NOT_FOUND',
      'ENGINE.UNKNOWN_KIND',
      'ENGINE.UNKNOWN_COMMAND',
      'REVIEW.ALREADY_DECIDED',
      'REVIEW.NOT_ALLOWED',
      'REVIEW.REASON_TOO_LONG',
      'REVIEW.NOT_YOUR_COMPANY',
      'REVIEW.ROLE_FORBIDDEN',
    ];
    for (const code of published) expect(isMessageCode(code)).toBe(true);
  });

  it('given every code, when checked, then it is a dotted upper-case code grouped by area with a non-empty text', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(code).toMatch(/^[A-Z]+\.[A-Z0-9_]+$/);
      expect(text.trim()).not.toBe('');
    }
  });

  it('given a text with placeholders, when params are passed, then they are filled', () => {
    expect(message('AUTH.SMS_SENT_COUNTDOWN', { n: 42 })).toBe('已发送(42)');
    expect(message('IMPORT.ROW_INVALID', { row: 3, reason: message('VISIT.VISITORS_INVALID') })).toBe('第3行：请输入正确的人数');
  });

  it('given a missing param, when filled, then the placeholder stays visible', () => {
    expect(message('AUTH.SMS_SENT_COUNTDOWN', {})).toBe('已发送({n})');
  });

  it('given an unknown string, when asked, then it is not a code', () => {
    expect(isMessageCode('NOPE.NOPE')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
  });
});
