/**
 * Where an SMS leaves the product (SMS_PROVIDER). The codes service knows only this; the text
 * carries the code, so an implementation never logs it.
 */
export interface SmsSender {
  send(mobile: string, text: string, now: Date): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');
