import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { type Actor, DomainError, importSpecOf, KIND_LABELS } from '@parkflow/domain';
import { importDenial } from '@parkflow/workflows';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { contentDisposition } from '../../../platform/http/content-disposition.js';
import { XLSX_TYPE } from '../../../platform/http/xlsx-download.js';
import { parseKind } from '../../items/item-view.js';
import { CompanyDirectory } from '../import-items/company-directory.js';
import { ContractDirectory } from '../import-items/contract-directory.js';
import { writeTemplate } from './write-template.js';

/** Used when the park has no company yet; the example row then names one to create first. */
const FALLBACK_EXAMPLE_COMPANY = '示例生物科技有限公司';

/** GET /api/items/:kind/template: the import template of an importable list, for whoever may import it. */
@Controller('items')
export class ImportTemplateController {
  constructor(
    private readonly companies: CompanyDirectory,
    private readonly contracts: ContractDirectory,
  ) {}

  @Get(':kind/template')
  async template(@Param('kind') kindParam: string, @CurrentActor() actor: Actor): Promise<StreamableFile> {
    const kind = parseKind(kindParam);
    const example = (await this.companies.exampleName()) ?? FALLBACK_EXAMPLE_COMPANY;
    const contract = kind === 'contract-bill' ? await this.contracts.example() : null;
    const spec = importSpecOf(kind, example, contract ?? undefined);
    if (!spec) throw new DomainError('IMPORT.NOT_IMPORTABLE');
    const denied = importDenial(kind, actor);
    if (denied) throw new DomainError(denied);
    const file = await writeTemplate(spec);
    return new StreamableFile(file, {
      type: XLSX_TYPE,
      disposition: contentDisposition('attachment', `${KIND_LABELS[kind]}导入模板.xlsx`),
    });
  }
}
