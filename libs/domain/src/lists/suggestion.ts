import { STATE_LABELS } from '../labels.js';
import { submitterOf } from './appointments.js';
import { coded, field, type ListSpec, showsDecisions, time } from './list-spec.js';

/** Suggestions and complaints (seed 002 §2): the reply and its time once replied. */
export const SUGGESTION_LIST: ListSpec = {
  id: 'suggestion',
  columns: (view) => [
    field('theme', '主题', { width: 24 }),
    field('suggestion', '建议内容', { width: 48 }),
    { key: 'userName', header: '提交人', format: submitterOf },
    field('tel', '联系电话', { width: 14, nowrap: true }),
    time('createTime', '提交时间'),
    ...(showsDecisions(view) ? [field('reply', '回复', { width: 40 }), time('replyTime', '回复时间')] : []),
    coded('code', '状态', STATE_LABELS.suggestion),
  ],
};
