/** A Redis connection in subscriber mode, for the relayed events channel. */
export const LIVE_SUBSCRIBER = Symbol('LIVE_SUBSCRIBER');
