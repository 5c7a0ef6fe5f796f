import { SetMetadata } from '@nestjs/common';
import type { MessageCode } from '@parkflow/domain';

export const SUCCESS_CAUSE_KEY = 'parkflow:success-cause';

/**
 * The rsCause of a route's success, when the seed words one (解绑成功, 密码修改成功 …); without it
 * a success answers 操作成功.
 */
export const SuccessCause = (code: MessageCode) => SetMetadata(SUCCESS_CAUSE_KEY, code);
