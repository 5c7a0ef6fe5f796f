import type { By } from '../core/actors.js';
import type { Fields } from '../core/payload.js';
import type { DomainEvent } from '../workflow.js';

/** The three facts of a simple review: created, approved, rejected, prefixed by the kind. */
export interface ReviewEventNames<P extends string> {
  created: `${P}Submitted`;
  approved: `${P}Approved`;
  rejected: `${P}Rejected`;
}

export const reviewEventNames = <P extends string>(prefix: P): ReviewEventNames<P> => ({
  created: `${prefix}Submitted`,
  approved: `${prefix}Approved`,
  rejected: `${prefix}Rejected`,
});

/** The item's fields as given to `Create`; `createTime` is `at`. */
export type ReviewCreatedData = { by: By; at: string; companyId: string | null; fields: Fields };
export type ReviewApprovedData = { by: By; at: string };
/** `reason` is trimmed; null when the kind allows an empty one and none was given. */
export type ReviewRejectedData = { by: By; at: string; reason: string | null };

export type ReviewEvent<P extends string> =
  | DomainEvent<`${P}Submitted`, ReviewCreatedData>
  | DomainEvent<`${P}Approved`, ReviewApprovedData>
  | DomainEvent<`${P}Rejected`, ReviewRejectedData>;

/** The same facts as machine events, for any prefix. */
export type ReviewMachineEvent =
  | ({ type: `${string}Submitted` } & ReviewCreatedData)
  | ({ type: `${string}Approved` } & ReviewApprovedData)
  | ({ type: `${string}Rejected` } & ReviewRejectedData);
