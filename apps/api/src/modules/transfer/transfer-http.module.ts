import { Module } from '@nestjs/common';
import { CompanyDirectory } from './import-items/company-directory.js';
import { ImportTemplateController } from './import-template/template.controller.js';

/** The transfer pipeline's own routes (roles that serve HTTP): import templates. */
@Module({
  controllers: [ImportTemplateController],
  providers: [CompanyDirectory],
})
export class TransferHttpModule {}
