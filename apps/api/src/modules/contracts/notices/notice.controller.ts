import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { type Actor, DomainError, isDunningTarget, message, type DunningTarget } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { contentDisposition } from '../../../platform/http/content-disposition.js';
import { parseItemId } from '../../items/item-view.js';
import { queryText } from '../../items/query-params.js';
import { DunningNotices } from './dunning-notices.js';
import { noticeFileName, renderNotice } from './notice-pdf.js';

/**
 * GET /api/items/contract-bill/:id/notice[?billPeriod=10|20] (the legacy
 * contractBills/exportNoticePdf with id): the 催缴通知书 of the row's contract, downloaded at
 * once (one PDF, ~60 ms). Without billPeriod it names every bill still due (current and overdue).
 * Whoever sees the bill gets it: park staff, and the tenant for its own contract only (another's
 * is 404, as if it did not exist).
 */
@Controller('items/contract-bill')
export class NoticeController {
  constructor(private readonly notices: DunningNotices) {}

  @Get(':id/notice')
  async notice(
    @Param('id') idParam: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<StreamableFile> {
    const id = parseItemId(idParam);
    const given = queryText(query, 'billPeriod');
    if (given !== null && !isDunningTarget(given)) throw new DomainError('CONTRACT.TARGET_INVALID', undefined, 'billPeriod');
    const target = given === null ? null : (Number(given) as DunningTarget);
    const contractNo = await this.notices.contractNoOfBill(actor, id);
    if (contractNo === null) throw new DomainError('ENGINE.NOT_FOUND');
    const [outcome] = await this.notices.forContracts(actor, [contractNo], target, new Date());
    if (!outcome || 'refused' in outcome) {
      if (outcome?.refused === 'CONTRACT.NO_DUE_BILLS') throw new DomainError('CONTRACT.NO_DUE_BILLS', outcome.params);
      throw new DomainError('ENGINE.NOT_FOUND', undefined, message('CONTRACT.NOT_FOUND', { contractNo }));
    }
    const pdf = await renderNotice(outcome.notice);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: contentDisposition('attachment', noticeFileName(outcome.notice)),
    });
  }
}
