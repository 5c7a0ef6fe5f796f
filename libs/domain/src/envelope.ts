/** Every JSON answer: rsCode 0 is success; a failure carries its HTTP status (or a domain code). */
export interface Envelope<T> {
  rsCode: number;
  rsCause: string;
  data: T;
}
export const SUCCESS_CAUSE = '操作成功';
export const ok = <T>(data: T, rsCause: string = SUCCESS_CAUSE): Envelope<T> => ({ rsCode: 0, rsCause, data });
export const failure = (rsCode: number, rsCause: string): Envelope<null> => ({ rsCode, rsCause, data: null });
export const isSuccess = (e: Pick<Envelope<unknown>, 'rsCode'>) => Number(e.rsCode) === 0 || Number(e.rsCode) === 200;
