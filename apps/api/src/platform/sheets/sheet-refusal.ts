import type { MessageCode } from '@parkflow/domain';

/**
 * A spreadsheet refused by its reader, with the catalogue code of its zh-CN reason. Not a
 * DomainError: the reader process loads only what reading needs (the whole domain library costs
 * it a second at start), and the api turns this into one.
 */
export class SheetRefusal extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'SheetRefusal';
  }
}
