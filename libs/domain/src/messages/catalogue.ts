/**
 * The zh-CN message catalogue: every user-facing text of parkflow, keyed by a stable code.
 * Wording is the seeds' own (seeds 000, 001, 002), character for character, including their
 * full-width punctuation and spaces. Codes never change once published.
 * Codes marked `// not in seeds` carry our own concise wording where a seed needs a message
 * but gives none. Display labels for stored codes live in ../labels.ts, not here.
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

  // What the api answers when it cannot route or read a request. The table above is what the
  // console shows when an answer carries no rsCause (its 404 text means a lost connection).
  'REQUEST.ROUTE_NOT_FOUND': '请求的接口不存在', // not in seeds
  'REQUEST.NOT_FOUND': '请求的资源不存在', // not in seeds
  'REQUEST.TOO_LARGE': '提交的内容过大，请精简后重试', // not in seeds
  'REQUEST.MALFORMED_JSON': '提交的内容不是有效的 JSON', // not in seeds
  'REQUEST.TOO_DEEP': '提交的内容嵌套层级过深', // not in seeds
  'REQUEST.UNSUPPORTED_TYPE': '不支持的提交内容类型', // not in seeds
  'REQUEST.BAD_URL': '请求地址不正确', // not in seeds
  'REQUEST.BAD_REQUEST': '请求格式不正确', // not in seeds
  'REQUEST.HEADERS_TOO_LARGE': '请求头过大，请重新登录后重试', // not in seeds
  'REQUEST.TIMEOUT': '请求超时，请重试', // not in seeds
  'HEALTH.DOWN': '服务暂不可用：数据库或 Redis 未连接', // not in seeds
  // PostgreSQL or Redis unreachable or not answering in time (docs/decisions/0034-honest-outages.md)
  'SERVICE.UNAVAILABLE': '服务暂时不可用，请稍后重试', // not in seeds

  // Auth
  'AUTH.TOKEN_INVALID': '登录失效，请重新登录',
  'AUTH.BAD_CREDENTIALS': '用户名或密码错误', // not in seeds
  'AUTH.THROTTLED': '登录失败次数过多，请稍后再试', // not in seeds
  'AUTH.FORBIDDEN': '没有权限',
  'AUTH.USERNAME_REQUIRED': '请输入用户名', // not in seeds
  'AUTH.PASSWORD_REQUIRED': '请输入密码', // seed 001 gate-guard wording, reused for login
  'AUTH.SMS_CODE': '请填写6位数的验证码',
  'AUTH.SMS_SENT': '已发送',
  'AUTH.SMS_SENT_COUNTDOWN': '已发送({n})',
  'AUTH.SUPER_ADMIN_LOCKED': '超级管理员账号不可操作', // not in seeds
  'AUTH.SMS_TOO_FREQUENT': '验证码发送过于频繁，请稍后再试', // not in seeds
  'AUTH.SMS_CODE_WRONG': '验证码错误', // not in seeds
  'AUTH.SMS_CODE_EXPIRED': '验证码已失效，请重新获取', // not in seeds
  'AUTH.SMS_MOBILE_MISMATCH': '手机号与当前账号不符', // not in seeds
  'AUTH.SMS_NO_MOBILE': '当前账号未绑定手机号，请联系管理员', // not in seeds
  'AUTH.SMS_UNAVAILABLE': '短信发送失败，请稍后再试', // not in seeds
  'AUTH.SMS_TEXT': '【生物医药产业园】您的验证码为{code}，{minutes}分钟内有效，请勿泄露给他人。', // not in seeds

  // Legacy request envelope (seed 002 §7; the seed gives no refusal wording)
  'ENVELOPE.MALFORMED': '请求格式错误', // not in seeds
  'ENVELOPE.SIGNATURE_INVALID': '签名校验失败', // not in seeds
  'ENVELOPE.EXPIRED': '请求已过期', // not in seeds
  'ENVELOPE.REPLAYED': '请求重复提交', // not in seeds
  'ENVELOPE.UNAVAILABLE': '服务暂不可用，请稍后再试', // not in seeds

  // Success toasts (seeds 000 §8, 001 §8, 002 §8)
  'SUCCESS.OPERATION': '操作成功',
  'SUCCESS.APPROVED': '审批成功',
  'SUCCESS.REJECTED': '驳回成功',
  'SUCCESS.REPLIED': '回复成功',
  'SUCCESS.EDITED': '编辑成功',
  'SUCCESS.CREATED': '新增成功',
  'SUCCESS.ADDED': '添加成功',
  'SUCCESS.UNBOUND': '解绑成功',
  'SUCCESS.PASSWORD_CHANGED': '密码修改成功',
  'SUCCESS.MODIFIED': '修改成功',
  'SUCCESS.SWITCHED': '切换成功',
  'SUCCESS.PUSHED': '推送成功',
  'SUCCESS.BATCH_PUSHED': '批量推送成功',
  'SUCCESS.SUBMITTED': '提交成功',
  'SUCCESS.SENT': '发送成功',
  'SUCCESS.SAVED': '保存成功',
  'SUCCESS.PASSED': '已通过!',
  'SUCCESS.REJECTED_BANG': '驳回成功!',
  'SUCCESS.DELETED': '删除成功', // not in seeds

  // Confirm dialogs
  'CONFIRM.TITLE': '提示',
  'CONFIRM.APPROVE': '是否确认通过审核?',
  'CONFIRM.APPROVE_DEMAND': '是否通过?',
  'CONFIRM.REJECT_DEMAND': '此操作将驳回这条需求, 是否继续?',
  'CONFIRM.REJECT': '是否确认驳回该申请?', // not in seeds (account application reject confirm)
  'CONFIRM.CLOSE': '确认关闭？',
  'CONFIRM.DELETE_USER': '此操作将永久删除该用户, 是否继续?',
  'CONFIRM.DELETE_SELECTED': '此操作将永久删除选中项, 是否继续?',
  'CONFIRM.PUSH_SELECTED': '此操作将向指定用户推送, 是否继续?',
  'CONFIRM.DELETE_ONE': '确定删除？',
  'CONFIRM.PUSH_ONE': '确定推送？',
  'CONFIRM.REVOKE_SUGGESTION': '确定撤销建议/投诉？',
  'CONFIRM.UNBIND': '是否确认解绑该用户?', // not in seeds
  'CONFIRM.FREEZE': '是否确认冻结该账号?', // not in seeds
  'CONFIRM.RESTORE': '是否确认恢复该账号?', // not in seeds
  'CONFIRM.REMOVE_FILE': '确定移除该文件？', // not in seeds

  // Cancelled confirms (info toasts)
  'CANCEL.DEFAULT': '已取消',
  'CANCEL.DELETE': '已取消删除',
  'CANCEL.PUSH': '已取消推送',
  'CANCEL.REJECT': '已取消驳回',

  // Engine
  'ENGINE.CONCURRENT_WRITE': '该记录已被他人处理，请刷新后重试', // not in seeds
  'ENGINE.NOT_FOUND': '记录不存在或已被删除', // not in seeds
  'ENGINE.UNKNOWN_KIND': '不支持的业务类型', // not in seeds
  'ENGINE.UNKNOWN_COMMAND': '不支持的操作', // not in seeds
  'ENGINE.COMMAND_ID_REUSED': '该操作编号已用于另一项操作，请勿重复使用', // not in seeds
  'ENGINE.COMMAND_ID_INVALID': '操作编号无效，最长{max}个字符', // not in seeds
  'ENGINE.EXPECTED_VERSION_INVALID': '记录版本号无效，请刷新后重试', // not in seeds

  // Review
  'REVIEW.ALREADY_DECIDED': '该记录已审核，请勿重复操作', // not in seeds
  'REVIEW.NOT_ALLOWED': '当前状态不允许该操作', // not in seeds
  'REVIEW.REASON_REQUIRED': '请输入驳回原因',
  'REVIEW.REASON_TOO_LONG': '驳回原因不能超过160个字符', // not in seeds
  'REVIEW.NOT_YOUR_COMPANY': '没有权限',
  'REVIEW.ROLE_FORBIDDEN': '没有权限',
  'REVIEW.SUPPLEMENT_REASON_REQUIRED': '请输入需补充的资料说明', // not in seeds
  'REVIEW.SUPPLEMENT_REASON_TOO_LONG': '补充资料说明不能超过160个字符', // not in seeds

  // Validation shared by many forms
  'VALIDATION.INVALID': '校验错误',
  'VALIDATION.PASSWORD': '请填写6-20位包含字母和数字的密码',
  'VALIDATION.PASSWORD_MISMATCH': '两次密码填写不一致',
  'VALIDATION.MOBILE_USER': '请填写正确的手机号码',
  'VALIDATION.MOBILE': '请输入正确的手机号',
  'VALIDATION.DATE_INVALID': '请选择正确的日期', // not in seeds
  'VALIDATION.DATE_IN_FUTURE': '不能选择今天之后的日期', // not in seeds
  'VALIDATION.EMAIL': '请输入正确的邮箱', // not in seeds
  'VALIDATION.IDCARD': '请输入正确的身份证号', // not in seeds
  'VALIDATION.TOO_LONG': '输入内容过长', // not in seeds
  'VALIDATION.TEXT_TOO_LONG': '输入内容不能超过{max}个字符', // not in seeds
  'VALIDATION.TOO_MANY_ROWS': '最多填写{max}条', // not in seeds
  'VALIDATION.BAD_CHARACTERS': '输入内容包含无法识别的字符，请删除后重试', // not in seeds
  'VALIDATION.QUERY_INVALID': '查询条件不正确', // not in seeds

  // Lists (paging, seed 002 §7 pageNum / pageNumber, pageSize)
  'LIST.PAGE_NUM_INVALID': '请输入正确的页码', // not in seeds
  'LIST.PAGE_SIZE_INVALID': '请选择正确的每页条数', // not in seeds

  // Users and accounts (seed 000 §5.2, seed 002 personal account)
  'USER.NAME_REQUIRED': '请输入用户名称',
  'USER.PHONE_REQUIRED': '请输入用户手机号',
  'USER.COMPANY_REQUIRED': '请选择所属企业', // seed 001 add-service wording, reused
  'USER.ROLES_REQUIRED': '请选择角色', // not in seeds
  'USER.CONFIRM_PASSWORD_REQUIRED': '请再次输入密码', // not in seeds
  'USER.DELETE_FAILED': '删除失败，请联系管理员',
  'USER.ROLE_INVALID': '所选角色不可申请', // not in seeds
  'USER.PHONE_TAKEN': '该手机号已被其他账号使用', // not in seeds
  'USER.PHONE_REGISTERED': '该手机号已注册', // not in seeds
  'USER.TOO_MANY_ROLES': '该用户角色超过4个，不可编辑', // not in seeds (seed 000 §2.5 disables the button)
  'USER.NOT_ON_SELF': '不能对自己的账号执行该操作', // not in seeds
  'USER.NO_COMPANY': '该用户未绑定企业', // not in seeds
  'USER.PASSWORD_BY_COMPANY': '仅可修改企业超级管理员的密码', // not in seeds (seed 000 §2.4)
  'USER.ROLE_NOT_ASSIGNABLE': '所选角色不可分配', // not in seeds
  'USER.COMPANY_UNKNOWN': '所选企业不存在', // not in seeds
  'USER.NOT_PARK_COMPANY': '该用户不属于园区企业', // not in seeds (seed 002: role management is for park companies)
  'USER.UNBIND_CONFIRM': '确定解绑该用户吗？', // not in seeds (seed 002: the confirm asks whether to unbind)

  // Content columns (seed 002 role management, content maintenance)
  'COLUMN.LOCATION_REQUIRED': '请先选择菜单位置',
  'COLUMN.UNKNOWN': '所选栏目不存在', // not in seeds

  // Gate-guard staff and park users (seed 001 §5)
  'GUARD.PHONE': '请输入11位手机号',
  'GUARD.NAME_REQUIRED': '请输入姓名',
  'GUARD.PASSWORD_REQUIRED': '请输入密码',
  'ACCOUNT.ALREADY_FROZEN': '该账号已冻结', // not in seeds
  'ACCOUNT.NOT_FROZEN': '该账号未冻结', // not in seeds
  'ACCOUNT.STATUS_INVALID': '账号状态不正确', // not in seeds
  'ACCOUNT.FROZEN': '冻结成功', // not in seeds
  'ACCOUNT.RESTORED': '恢复成功', // not in seeds

  // Enterprise settlement application (seed 000 §3; the seed shows no create form)
  'ENTERPRISE.NAME_REQUIRED': '请输入企业名称', // not in seeds
  'ENTERPRISE.CONTACTS_REQUIRED': '请输入业务联系人', // not in seeds
  'ENTERPRISE.CONTACT_TEL_REQUIRED': '请输入联系电话', // not in seeds
  'ENTERPRISE.LEGAL_REPRESENTATIVE_REQUIRED': '请输入法定代表人', // not in seeds
  'ENTERPRISE.CREDIT_CODE_REQUIRED': '请输入统一社会信用代码', // not in seeds
  'ENTERPRISE.CREDIT_CODE_INVALID': '请输入正确的统一社会信用代码', // not in seeds
  'ENTERPRISE.CAPITAL_INVALID': '请输入正确的注册资本', // not in seeds
  'ENTERPRISE.AREA_REQUIRED': '请选择省市区', // not in seeds
  'ENTERPRISE.ADDRESS_REQUIRED': '请输入办公地址', // not in seeds
  'ENTERPRISE.SETTLED_REQUIRED': '请选择是否已入驻本市', // not in seeds
  'ENTERPRISE.SETTLED_ROOMS_REQUIRED': '请选择入驻的楼宇、楼层和房间', // not in seeds
  'ENTERPRISE.AREA_UNKNOWN': '所选省市区不存在，请重新选择', // not in seeds
  'ENTERPRISE.ROOM_UNKNOWN': '所选入驻房间不存在，请重新选择', // not in seeds

  // Service provider application (seed 000 §2.2, §3)
  'PROVIDER.COMPANY_REQUIRED': '请输入公司名称', // not in seeds
  'PROVIDER.CONTACT_TEL_REQUIRED': '请输入联系电话', // not in seeds
  'PROVIDER.TYPES_REQUIRED': '请选择服务类型', // seed 001 wording, reused
  'PROVIDER.INDUSTRY_REQUIRED': '请选择所属行业', // not in seeds
  'PROVIDER.FORM_REQUIRED': '请上传申请表', // not in seeds
  'PROVIDER.LICENCE_REQUIRED': '请上传营业执照', // not in seeds
  'PROVIDER.QUALIFICATION_REQUIRED': '请上传服务资质证明', // not in seeds
  'PROVIDER.CREDIT_REQUIRED': '请上传信用截图', // not in seeds

  // Visit appointments (seed 000 §5.3)
  'VISIT.CONTACTS_REQUIRED': '请输入联系人姓名', // not in seeds
  'VISIT.TEL_REQUIRED': '请输入联系人手机号',
  'VISIT.COMPANY_REQUIRED': '请输入公司名称', // not in seeds
  'VISIT.INTENTION_REQUIRED': '请选择参观意向',
  'VISIT.OUTSIDE_CITY_REQUIRED': '请选择是否来自市外',
  'VISIT.VISITORS_REQUIRED': '请输入参观人数',
  'VISIT.VISITORS_INVALID': '请输入正确的人数',
  'VISIT.DATE_REQUIRED': '请选择参观日期', // not in seeds
  'VISIT.DATE_TOO_EARLY': '参观日期不能早于昨天', // not in seeds
  'VISIT.PURPOSE_REQUIRED': '请输入参观目的', // not in seeds

  // Laboratory appointments (seed 000 §5.4)
  'LAB.CONTACTS_REQUIRED': '请输入预约联系人',
  'LAB.TEL_REQUIRED': '请输入预约联系人手机号',
  'LAB.COMPANY_REQUIRED': '请输入预约联系人所在单位',
  'LAB.TYPE_REQUIRED': '请选择预约意向',
  'LAB.DATE_REQUIRED': '请选择预约日期',
  'LAB.START_REQUIRED': '请选择预约开始时间',
  'LAB.END_REQUIRED': '请选择预约截止时间',
  'LAB.DATE_TOO_EARLY': '预约日期不能早于昨天', // not in seeds
  'LAB.TIME_OFF_GRID': '请选择00:00至23:30之间的整点或半点', // not in seeds
  'LAB.END_NOT_AFTER_START': '预约截止时间须晚于开始时间', // not in seeds
  'LAB.END_ON_ANOTHER_DAY': '预约截止时间须与开始时间在同一天', // not in seeds
  'LAB.START_ON_ANOTHER_DAY': '预约开始时间须在预约日期当天', // not in seeds
  'LAB.DEMAND_REQUIRED': '请选择实验室需求意向', // not in seeds
  'LAB.DIALOG_TITLE': '实验室预约申请', // not in seeds (the seed names the dialog in English)

  // Service demands (seed 001 §5 add-service form, seed 002 §4 demand review)
  'DEMAND.CONTACTS_REQUIRED': '请填写联系人姓名',
  'DEMAND.TEL_REQUIRED': '请填写联系电话',
  'DEMAND.COMPANY_REQUIRED': '请选择所属企业',
  'DEMAND.SERVICE_DEMAND_REQUIRED': '请填写服务需求',
  'DEMAND.SERVICE_TYPE_REQUIRED': '请选择服务类型',
  'DEMAND.CATEGORY_INVALID': '不支持的服务需求类型', // not in seeds

  // Suggestions and complaints (seed 002 §5, §8)
  'SUGGESTION.THEME_REQUIRED': '请输入标题',
  'SUGGESTION.THEME_TOO_LONG': '标题不能超过50个字符', // not in seeds
  'SUGGESTION.CONTENT_REQUIRED': '请输入具体内容',
  'SUGGESTION.CONTENT_TOO_LONG': '具体内容不能超过1000个字符', // not in seeds
  'SUGGESTION.REPLY_REQUIRED': '内容不能为空',
  'SUGGESTION.REPLY_TOO_LONG': '输入内容超过200字符',
  'SUGGESTION.CREATE_FAILED': '提交失败',
  'SUGGESTION.REPLY_INVALID': '校验错误',
  'SUGGESTION.REPLY_FAILED': '提交失误',
  'SUGGESTION.QUERY_TIME_REQUIRED': '选择查询时间',
  'SUGGESTION.QUERY_DATE_REQUIRED': '选择查询日期',

  // Activity sign-up (seed 002 §3; the seed shows no sign-up form rules)
  'ACTIVITY.TITLE_REQUIRED': '请输入标题',
  'ACTIVITY.TITLE_TOO_LONG': '标题不能超过50个字符', // not in seeds
  'ACTIVITY.CONTENT_REQUIRED': '请输入活动内容', // not in seeds
  'ACTIVITY.PUBLISH_DATE_REQUIRED': '请选择发布日期', // not in seeds
  'ACTIVITY.DEADLINE_REQUIRED': '请选择报名截止日期', // not in seeds
  'ACTIVITY.PEOPLE_LIMIT_REQUIRED': '请输入人数上限', // not in seeds
  'ACTIVITY.PEOPLE_LIMIT_INVALID': '请输入正确的人数', // seed 000 wording, reused
  'ACTIVITY.SIGNUP_CLOSED': '报名已结束', // not in seeds
  'ACTIVITY.SIGNED_UP': '报名成功', // not in seeds
  'ACTIVITY.SIGNUP_FULL': '报名人数已满', // not in seeds
  'ACTIVITY.NOT_APPROVED': '活动未通过审核，暂不能报名', // not in seeds
  'ACTIVITY.COMPANY_REQUIRED': '请输入单位名称', // not in seeds
  'ACTIVITY.CONTACTS_REQUIRED': '请输入联系人', // not in seeds
  'ACTIVITY.GENDER_REQUIRED': '请选择性别', // not in seeds
  'ACTIVITY.TEL_REQUIRED': '请输入手机号', // not in seeds
  'ACTIVITY.APPLICANTS_REQUIRED': '请输入报名人数', // not in seeds
  'ACTIVITY.APPLICANTS_INVALID': '请输入正确的人数', // seed 000 wording, reused

  // Content columns (seed 002 §8)
  'COLUMN.MENU_LOCATION_REQUIRED': '请先选择菜单位置',

  // Loans (seed 002 §3, §5, §8)
  'LOAN.SUBMITTED': '申请已提交',
  'LOAN.NOTICE_TITLE': '通知',
  'LOAN.SUBMIT_INVALID': '提交信息有误',
  'LOAN.EXPORT_NONE_SELECTED': '导出失败，您未选择任何一条数据',
  'LOAN.PRODUCT_REQUIRED': '请选择产品', // not in seeds (the seed only says it asks to select a product)
  'LOAN.ENTERPRISE_NAME_REQUIRED': '请输入企业名称', // not in seeds
  'LOAN.USCC_REQUIRED': '请输入统一社会信用代码', // not in seeds
  'LOAN.USCC_INVALID': '请输入正确的统一社会信用代码', // not in seeds
  'LOAN.CONTROLLER_NAME_REQUIRED': '请输入实际控制人姓名', // not in seeds
  'LOAN.CONTROLLER_MOBILE_REQUIRED': '请输入实际控制人手机号', // not in seeds
  'LOAN.DEBT_AMOUNT_REQUIRED': '请输入意向债权融资金额', // not in seeds
  'LOAN.EQUITY_AMOUNT_REQUIRED': '请输入意向股权融资金额', // not in seeds
  'LOAN.AMOUNT_INVALID': '请输入正确的金额', // not in seeds
  'LOAN.COUNT_INVALID': '请输入正确的数量', // not in seeds
  'LOAN.FINANCIAL_FILES_REQUIRED': '请上传审计报告/财务报表', // not in seeds
  'LOAN.PATENT_NUM_REQUIRED': '请输入核心专利数量', // not in seeds
  'LOAN.PATENT_NAME_REQUIRED': '请输入专利名称', // not in seeds
  'LOAN.PATENT_OWNERSHIP_REQUIRED': '请输入专利权属', // not in seeds
  'LOAN.RDPC_NAME_REQUIRED': '请输入产品名称', // not in seeds
  'LOAN.RDPC_INDICATION_REQUIRED': '请输入适应症', // not in seeds
  'LOAN.TECHNOLOGY_TYPE_REQUIRED': '请输入技术类型', // not in seeds
  'LOAN.RDPC_PROGRESS_REQUIRED': '请输入研发进度', // not in seeds
  'LOAN.FOUNDER_NAME_REQUIRED': '请输入姓名', // not in seeds
  'LOAN.FOUNDER_DUTY_REQUIRED': '请输入职务', // not in seeds
  'LOAN.FOUNDER_EDUCATION_REQUIRED': '请选择学历', // not in seeds
  'LOAN.FOUNDER_SCHOOL_REQUIRED': '请输入毕业院校', // not in seeds
  'LOAN.FOUNDER_LAB_EXPERIENCE_REQUIRED': '请输入实验室经历', // not in seeds
  'LOAN.FOUNDER_BACKGROUND_REQUIRED': '请输入专业背景', // not in seeds
  'LOAN.FOUNDER_AWARDS_REQUIRED': '请输入获奖情况', // not in seeds
  'LOAN.FOUNDER_ENTREPRENEURSHIP_REQUIRED': '请输入创业经历', // not in seeds
  'LOAN.STOCK_OWNERSHIP_INVALID': '请选择是否有员工持股平台', // not in seeds
  'LOAN.EQUITY_FINANCING_AMOUNT_REQUIRED': '请输入已获股权融资金额', // not in seeds
  'LOAN.EQUITY_FINANCING_ORG_REQUIRED': '请输入投资机构名称', // not in seeds
  'LOAN.DEBT_FINANCING_AMOUNT_REQUIRED': '请输入已获债权融资金额', // not in seeds
  'LOAN.DEBT_FINANCING_ORG_REQUIRED': '请输入融资机构名称', // not in seeds
  'LOAN.BP_FILES_REQUIRED': '请上传商业计划书', // not in seeds
  'LOAN.YEARLY_ROWS_EXCEEDED': '最多填写3年的数据', // not in seeds
  'LOAN.YEAR_INVALID': '请选择正确的年份', // not in seeds
  'LOAN.CREDIT_AMOUNT_INVALID': '请输入正确的授信金额', // not in seeds
  'LOAN.INTEREST_RATE_INVALID': '请输入正确的利率', // not in seeds
  'LOAN.TERM_INVALID': '请输入正确的期限（月）', // not in seeds
  'LOAN.NOT_YOUR_PRODUCT': '您所在的金融机构不在该产品的合作机构中', // not in seeds
  'LOAN.FIELD_NOT_EDITABLE': '补充资料中包含不可修改的内容', // not in seeds

  // File uploads (seed 002 §5, seed 001 §5, §7.2)
  // Stored files: missing and forbidden read alike, so ids cannot be probed (not in seeds)
  'FILE.UNAVAILABLE': '文件不存在或无权查看',
  'FILE.NOT_YOURS': '文件不存在或无权使用',
  'UPLOAD.FORMAT': '上传文件格式不正确!',
  'UPLOAD.TOO_LARGE': '上传文件大小不能超过 10MB!',
  'UPLOAD.TOO_LARGE_EDIT': '上传文件大小不能超过 50MB!', // not in seeds (patterned on the 10MB one)
  'UPLOAD.TOO_MANY': '超出最大上传文件数量的限制！',
  'UPLOAD.SUCCESS': '上传成功,您最多可上传十个文件',
  'UPLOAD.IMAGE_FORMAT': '只能上传jpg、jpeg、png、webp等格式的图片',
  'UPLOAD.IMAGE_TOO_LARGE': '上传图片大小不能超过 10MB!', // not in seeds
  'UPLOAD.ONLY_ONE': '只能上传1个文件', // not in seeds
  // POST /api/files (not in seeds: the legacy upload had no purpose and refused nothing else)
  'UPLOAD.FILE_REQUIRED': '请选择要上传的文件', // not in seeds
  'UPLOAD.PURPOSE_INVALID': '上传用途不正确，应为 image、document 或 spreadsheet', // not in seeds
  'UPLOAD.EMPTY': '不能上传空文件', // not in seeds
  'UPLOAD.NAME_INVALID': '文件名不正确', // not in seeds
  'UPLOAD.MALFORMED': '上传内容不完整或格式不正确，请重新选择文件上传', // not in seeds

  // Spreadsheet imports (seed 001 §5, §8)
  'IMPORT.TOO_LARGE': '上传文件大小不能超过100MB!',
  'IMPORT.BAD_FILE_NAME': '请避免文件名包含 + = & / 特殊字符',
  'IMPORT.FORMAT': '只能上传xls、xlsx格式的文件', // not in seeds
  'IMPORT.ROW_INVALID': '第{row}行：{reason}', // not in seeds
  'IMPORT.SAFETY_UNMATCHED_TITLE': '导入不成功，联系科服公司新增人员账号',
  // Row checks of an import (the error report's 原因); not in seeds
  'IMPORT.REQUIRED': '必填项不能为空', // not in seeds
  'IMPORT.NOT_A_NUMBER': '应为不小于 0 的数字', // not in seeds
  'IMPORT.NUMBER_TOO_LARGE': '数值过大，请检查后重新填写', // not in seeds
  'IMPORT.CODE_UNKNOWN': '取值应为：{options}', // not in seeds
  'IMPORT.MONTH_INVALID': '账期格式应为 yyyy.MM 或 yyyy.MM-yyyy.MM（如 2025.10）', // not in seeds
  'IMPORT.DATE_INVALID': '日期格式应为 yyyy-MM-dd（如 2025-11-05）', // not in seeds
  'IMPORT.COMPANY_UNKNOWN': '企业不存在：{name}', // not in seeds
  'IMPORT.CONTRACT_UNKNOWN': '合同不存在：{contractNo}', // not in seeds
  'IMPORT.CONTRACT_TENANT_MISMATCH': '合同{contractNo}的承租企业不是本行的企业', // not in seeds
  'IMPORT.DUPLICATE_ROW': '与第{row}行重复（{key}）', // not in seeds
  'IMPORT.NOT_AN_INTEGER': '应为不小于 0 的整数', // not in seeds
  'IMPORT.USE_TIME_INVALID': '使用时间格式应为 yyyy.MM.dd HH:mm:ss（如 2025.10.15 09:30:00）', // not in seeds
  'IMPORT.HEADER_MISSING': '表头缺少列：{headers}（请使用导入模板）', // not in seeds
  'IMPORT.UNREADABLE': '文件无法读取，请使用导入模板另存为 xlsx 后重试', // not in seeds
  'IMPORT.NOT_IMPORTABLE': '该列表不支持导入', // not in seeds
  'IMPORT.FILE_NOT_FOUND': '导入文件不存在或无权使用，请重新上传', // not in seeds
  'IMPORT.MODE_INVALID': '导入方式应为 validate 或 apply', // not in seeds
  'IMPORT.TOO_LONG': '内容过长，不能超过{max}个字符', // not in seeds
  // The sheet reader's limits (libs/domain SHEET_LIMITS, docs/decisions/0030-import-limits.md)
  'IMPORT.SHEET_MISSING': '文件中没有可导入的工作表', // not in seeds
  'IMPORT.PART_BROKEN': '文件已损坏或不完整（{part}），请在 Excel 中重新保存后再导入', // not in seeds
  'IMPORT.INFLATE_RATIO': '文件解压后的大小异常（超过压缩前的{max}倍），已停止读取', // not in seeds
  'IMPORT.INFLATED_TOO_LARGE': '文件解压后超过{max}，已停止读取，请拆分后分批导入', // not in seeds
  'IMPORT.SHARED_STRINGS_TOO_MANY': '文件中的文本超过{max}条，已停止读取，请拆分后分批导入', // not in seeds
  'IMPORT.SHARED_TEXT_TOO_LONG': '文件中有一段文本超过{max}个字符（单元格的上限），已停止读取', // not in seeds
  'IMPORT.SHARED_TEXT_TOO_LARGE': '文件中的文本超过{max}个字符，已停止读取，请拆分后分批导入', // not in seeds
  'IMPORT.ROWS_TOO_MANY': '工作表超过{max}行，请拆分后分批导入', // not in seeds
  'IMPORT.CELLS_TOO_MANY': '工作表超过{max}个单元格，请拆分后分批导入', // not in seeds
  'IMPORT.CELL_TOO_LONG': '第{row}行{column}列的内容超过{max}个字符，已停止读取', // not in seeds
  'IMPORT.XML_DOCTYPE': '文件包含不允许的 XML 声明（DOCTYPE），已停止读取', // not in seeds
  'IMPORT.READER_MEMORY': '文件过于复杂，读取时超出内存上限，请拆分后分批导入', // not in seeds
  'IMPORT.READER_SILENT': '读取文件超时，已停止读取，请检查文件后重试', // not in seeds
  'IMPORT.READER_FAILED': '读取文件的进程意外退出，请重试', // not in seeds
  'BILL.KEY_FIXED': '企业、账期和房间号不能修改，请删除后重新导入', // not in seeds
  'BILL.ALREADY_DELETED': '账单已删除', // not in seeds
  'BILL.KEY_FIXED_CARRIER': '企业、账期和载体不能修改，请删除后重新导入', // not in seeds
  'BILL.KEY_FIXED_MEETING_ROOM': '企业、会议室和使用时间不能修改，请删除后重新导入', // not in seeds
  'BILL.KEY_FIXED_DEVICE': '企业、账期和租赁设备不能修改，请删除后重新导入', // not in seeds
  'BILL.KEY_FIXED_BILL_NO': '账单编号不能修改，请删除后重新导入', // not in seeds
  // Push (seed 001 §5; the reasons a bill is not pushed are ours: a push job reports each)
  'BILL.NOT_PUSHABLE': '该账单不允许推送', // not in seeds
  'BILL.NOT_DUE': '账单未到期，暂不能推送', // not in seeds
  'BILL.SETTLED': '账单已结清，无需推送', // not in seeds
  'BILL.PAID': '账单已支付，无需推送', // not in seeds
  'BILL.ALREADY_PUSHED': '账单已推送，请勿重复推送', // not in seeds
  'BILL.NOT_FOUND': '账单不存在', // not in seeds
  'BILL.PUSH_UNSUPPORTED': '该账单类型不支持推送', // not in seeds
  'BILL.PUSH_TOO_MANY': '一次最多推送{max}张账单', // not in seeds

  // Background jobs (ARCHITECTURE.md: Jobs; not in seeds)
  'JOB.NOT_FOUND': '任务不存在或无权查看', // not in seeds
  'JOB.UNKNOWN_TYPE': '不支持的任务类型', // not in seeds
  'JOB.NOT_CANCELLABLE': '任务已结束，无法取消', // not in seeds
  'JOB.NOT_RETRYABLE': '只有失败或已取消的任务可以重试', // not in seeds
  'JOB.NO_RESULT': '该任务没有可下载的结果文件', // not in seeds
  'JOB.NO_ERROR_REPORT': '该任务没有错误报告', // not in seeds
  'JOB.FAILED': '任务执行失败，请重试或联系管理员', // not in seeds
  'JOB.CANCELLED': '任务已取消', // not in seeds
  'JOB.STALLED': '任务所在的处理进程多次中断，任务已停止', // not in seeds
  'JOB.QUEUE_UNAVAILABLE': '任务服务暂不可用，请稍后再试', // not in seeds

  // Bills and contracts (seed 001 §5)
  'BILL.SELECT_TO_DELETE': '请先选择要删除的项',
  'BILL.SELECT_TO_PUSH': '请先选择要推送的项',

  // Contracts, contract bills and dunning notices (docs/decisions/0018; not in seeds)
  'CONTRACT.ACCOUNT_UNKNOWN': '收款账户不存在，请从银行账户列表中选择', // not in seeds
  'CONTRACT.ACCOUNT_REQUIRED': '请选择收款账户', // not in seeds
  'CONTRACT.ONLY_ACCOUNT': '此处只能修改合同的收款账户', // not in seeds
  'CONTRACT.BILL_ONLY_PAYED': '此处只能修改账单的已收金额', // not in seeds
  'CONTRACT.PAYED_AMOUNT_REQUIRED': '请输入已收金额', // not in seeds
  'CONTRACT.DATES_INVALID': '合同结束日期不能早于开始日期', // not in seeds
  'CONTRACT.ALREADY_DELETED': '合同已删除', // not in seeds
  'CONTRACT.NOT_FOUND': '合同不存在或无权查看：{contractNo}', // not in seeds
  'CONTRACT.NO_DUE_BILLS': '合同{contractNo}没有{target}的未结清账单', // not in seeds
  'CONTRACT.SELECT_TO_EXPORT': '请先选择要导出的项', // not in seeds
  'CONTRACT.TARGET_INVALID': '请选择当期（10）或逾期（20）账单', // not in seeds
  'CONTRACT.TOO_MANY': '一次最多导出{max}份合同的催缴通知书', // not in seeds
  'DICTIONARY.UNKNOWN': '字典不存在', // not in seeds

  // Gate verification records (seed 001 §5)
  'VERIFICATION.DATE_RANGE_REQUIRED': '请选择时间',
  'VERIFICATION.FORM_TYPE_INVALID': '核验类型应为 wf、wh、wht 或 cmt', // not in seeds
  'VERIFICATION.EXIT_ONLY': '携物出园只有出园核验', // not in seeds
  'VERIFICATION.ALREADY_EXITED': '该记录已完成出园核验', // not in seeds
  'VERIFICATION.IMAGES_REQUIRED': '请上传现场图片', // not in seeds
  'VERIFICATION.COMPANY_REQUIRED': '请输入企业名称', // not in seeds
  'VERIFICATION.NOT_A_GUARD': '仅门岗人员可以核验', // not in seeds

  // Safety inspections (seed 001 §2.12, §5)
  'SAFETY.DANGER_DESC_REQUIRED': '请输入隐患描述', // not in seeds
  'SAFETY.DANGER_TYPE_INVALID': '请选择隐患类型', // not in seeds
  'SAFETY.CORRECT_STATE_INVALID': '请选择整改状态', // not in seeds
  'SAFETY.CHECK_TIME_REQUIRED': '请选择检查时间', // not in seeds
  'SAFETY.ALREADY_DELETED': '该检查记录已删除', // not in seeds
  'SAFETY.KEY_FIXED': '企业和检查时间不能修改，请删除后重新导入', // not in seeds
  'IMPORT.SAFETY_UNMATCHED': '{count}家企业不在园区企业中', // not in seeds

  // Equipment dialog (seed 001 §5)
  'EQUIPMENT.NAME_REQUIRED': '请输入设备名称',
  'EQUIPMENT.MODEL_REQUIRED': '请输入设备型号',
  'EQUIPMENT.TYPE_REQUIRED': '请选择设备类型',
  'EQUIPMENT.MANUFACTURER_REQUIRED': '请输入生产厂家',
  'EQUIPMENT.MAIN_FUNC_REQUIRED': '请输入主要功能',
  'EQUIPMENT.ADDRESS_REQUIRED': '请输入存放地址',
  'EQUIPMENT.PRICE_REQUIRED': '请输入使用价格',
  'EQUIPMENT.BELONG_COMPANY_REQUIRED': '请输入所属单位',
  'EQUIPMENT.CONTACT_NAME_REQUIRED': '请输入申请人',
  'EQUIPMENT.CONTACT_NUM_REQUIRED': '请输入联系电话',
  'EQUIPMENT.DETAIL_REQUIRED': '请输入设备详情介绍',
  'EQUIPMENT.IMG_REQUIRED': '请上传设备图片',

  // Company service dialog (seed 001 §5)
  'SERVICE.NAME_REQUIRED': '请填写服务名称',
  'SERVICE.TAG_REQUIRED': '请选择服务类别',
  'SERVICE.MAIN_TYPE_REQUIRED': '请选择服务大类',
  'SERVICE.SUB_TYPE_REQUIRED': '请选择服务小类',
  'SERVICE.PRICE_REQUIRED': '请填写价格',
  'SERVICE.BELONG_COMPANY_REQUIRED': '请填写所属单位',
  'SERVICE.CONTACT_NAME_REQUIRED': '请填写联系人',
  'SERVICE.CONTACT_NUM_REQUIRED': '请填写联系电话',
  'SERVICE.DETAIL_REQUIRED': '请填写服务详情介绍',
  'SERVICE.IMG_REQUIRED': '请上传服务图片',

  // Catalogues and booking orders (seed 001 §2.8–2.11; not in seeds)
  'CATALOGUE.ALREADY_DELETED': '该项目已删除', // not in seeds
  'CATALOGUE.FIELD_FIXED': '该字段不能在此修改（上架、下架请使用对应操作）', // not in seeds
  'CATALOGUE.EXISTS': '该项目已存在（名称、型号与所属单位相同），请勿重复添加', // not in seeds
  'CATALOGUE.AVAILABLE_INVALID': '上下架状态应为 1（上架）或 0（下架）', // not in seeds
  'CATALOGUE.SWITCH_FAILED': '切换失败', // not in seeds
  'CATALOGUE.TYPE_UNKNOWN': '设备类型不存在，请重新选择', // not in seeds
  'CATALOGUE.SERVICE_TYPE_UNKNOWN': '服务大类与服务小类不匹配，请重新选择', // not in seeds
  'ORDER.ITEM_REQUIRED': '请选择要预约的项目', // not in seeds
  'ORDER.ITEM_NOT_FOUND': '预约的项目不存在或已删除', // not in seeds
  'ORDER.OFF_SHELF': '该项目已下架，暂不可预约', // not in seeds
  'ORDER.START_REQUIRED': '请选择开始时间', // not in seeds
  'ORDER.END_REQUIRED': '请选择结束时间', // not in seeds
  'ORDER.END_BEFORE_START': '结束时间不能早于开始时间', // not in seeds
  'ORDER.COMPANY_ONLY': '只有园区企业用户可以预约', // not in seeds
  'ORDER.ALREADY_DECIDED': '该订单已处理', // not in seeds
  'ORDER.ACCEPTED': '已接单', // not in seeds
  'ORDER.REJECTED': '已拒绝该订单', // not in seeds
  'ORDER.BOOKED': '预约成功，请等待园区处理', // not in seeds
  'CONFIRM.ACCEPT_ORDER': '确定接单？', // not in seeds
  'CONFIRM.REJECT_ORDER': '确定拒绝该预约？', // not in seeds
  // workflows (libs/workflows deciders; not in seeds)
  'REVIEW.ROUND_FORBIDDEN': '当前审核阶段您无权操作',
  'REVIEW.COMPANY_REQUIRED': '请选择所属企业',
  'LOAN.NO_BANK_BOUND': '当前账号未绑定金融机构',
  'LOAN.PRODUCT_NO_BANK': '所选产品暂无合作金融机构',
  'LOAN.SUPPLEMENT_NOT_REQUESTED': '当前无需补充资料',
  'LOAN.SUPPLEMENT_ALREADY_SUBMITTED': '补充资料已提交，请等待审核',
  'LOAN.AWAITING_SUPPLEMENT': '已要求补充资料，请等待申请人提交',
  'SUGGESTION.ALREADY_REPLIED': '该建议已回复，请勿重复回复',

  // Live connection (docs/decisions/0004-live-catch-up.md; not in seeds)
  'LIVE.LOST': '连接已断开，数据可能不是最新',
  'LIVE.CATCHING_UP': '正在同步断开期间的变更…',
  'LIVE.RESTORED': '连接已恢复，数据已更新',
  'LIVE.DECISIONS_PAUSED': '连接断开期间不能审核，请等待连接恢复',

  // Bulk decisions (docs/decisions/0028-one-command-handler.md; not in seeds)
  'BULK.EMPTY': '请选择要处理的记录',
  'BULK.TOO_MANY': '一次最多处理{max}条记录',
  'BULK.DUPLICATE_IDS': '所选记录有重复',
  'BULK.UNSUPPORTED': '该操作不支持批量处理',
  'BULK.DONE': '批量处理完成：成功{ok}条，未处理{failed}条',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(MESSAGES, code);

/** The zh-CN text of a code; `{name}` placeholders are filled from params. */
export function message(code: MessageCode, params?: Record<string, string | number>): string {
  const text: string = MESSAGES[code];
  return params ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`)) : text;
}
