/**
 * The zh-CN message catalogue: every user-facing text of parkflow, keyed by a stable code.
 * Wording is the seeds' own (seeds 000, 001, 002); codes never change once published.
 * Group by area: HTTP, AUTH, VALIDATION, REVIEW, ENGINE, LOAN, SUGGESTION, ...
 */
export const MESSAGES = {
  // HTTP error catalogue (seed 002 §8)
  'HTTP.302': '没有权限',
  'HTTP.403': '登录失效，请重新登录',
  'HTTP.404': '服务器连接断开',
  'HTTP.405': '服务器错误',
  'HTTP.500': '服务器错误',
  'HTTP.502': '无服务',
  'HTTP.UNKNOWN': '未知错误',

  // Auth
  'AUTH.TOKEN_INVALID': '登录失效，请重新登录',
  'AUTH.BAD_CREDENTIALS': '用户名或密码错误',
  'AUTH.THROTTLED': '登录失败次数过多，请稍后再试',
  'AUTH.FORBIDDEN': '没有权限',

  // Generic success
  'SUCCESS.OPERATION': '操作成功',
  'SUCCESS.APPROVED': '审批成功',
  'SUCCESS.REJECTED': '驳回成功',
  'SUCCESS.REPLIED': '回复成功',

  // Engine
  'ENGINE.CONCURRENT_WRITE': '该记录已被他人处理，请刷新后重试',
  'ENGINE.NOT_FOUND': '记录不存在或已被删除',
  'ENGINE.UNKNOWN_KIND': '不支持的业务类型',
  'ENGINE.UNKNOWN_COMMAND': '不支持的操作',

  // Review
  'REVIEW.ALREADY_DECIDED': '该记录已审核，请勿重复操作',
  'REVIEW.NOT_ALLOWED': '当前状态不允许该操作',
  'REVIEW.REASON_REQUIRED': '请输入驳回原因',
  'REVIEW.REASON_TOO_LONG': '驳回原因不能超过160个字符',
  'REVIEW.NOT_YOUR_COMPANY': '没有权限',
  'REVIEW.ROLE_FORBIDDEN': '没有权限',

  // Validation (shared by api and console)
  'VALIDATION.INVALID': '校验错误',
  'VALIDATION.PASSWORD': '请填写6-20位包含字母和数字的密码',
  'VALIDATION.PASSWORD_MISMATCH': '两次密码填写不一致',
  'VALIDATION.MOBILE_USER': '请填写正确的手机号码',
  'VALIDATION.MOBILE': '请输入正确的手机号',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(MESSAGES, code);

/** The zh-CN text of a code; `{name}` placeholders are filled from params. */
export function message(code: MessageCode, params?: Record<string, string | number>): string {
  const text: string = MESSAGES[code];
  return params ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`)) : text;
}
