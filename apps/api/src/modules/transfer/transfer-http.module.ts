import { Module } from '@nestjs/common';
import { CompanyDirectory } from './import-items/company-directory.js';
import { ContractDirectory } from './import-items/contract-directory.js';
import { ImportTemplateController } from './import-template/template.controller.js';
import { UnmatchedCompanies } from './import-items/unmatched-companies.js';
import { UnmatchedCompaniesController } from './import-report/unmatched.controller.js';

/** The transfer pipeline's own routes (roles that serve HTTP): import templates, an import's unmatched companies. */
@Module({
  controllers: [ImportTemplateController, UnmatchedCompaniesController],
  providers: [CompanyDirectory, ContractDirectory, UnmatchedCompanies],
})
export class TransferHttpModule {}
