import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SignUpRecords } from '../items/activity-signups/signup-records.js';
import { ExportListJob } from './export-list/export-list.job.js';
import { CompanyDirectory } from './import-items/company-directory.js';
import { ContractDirectory } from './import-items/contract-directory.js';
import { ImportJob } from './import-items/import.job.js';
import { UnmatchedCompanies } from './import-items/unmatched-companies.js';
import { PushJob } from './push-items/push.job.js';

/**
 * Imports, exports and pushes as background jobs (one @JobHandler provider per job type). Loaded
 * in every role: a web node checks a request with the type's `prepare`, a worker runs it.
 */
@Module({
  providers: [
    ExportListJob,
    ImportJob,
    PushJob,
    CompanyDirectory,
    ContractDirectory,
    UnmatchedCompanies,
    { provide: SignUpRecords, inject: [DataSource], useFactory: (db: DataSource) => new SignUpRecords(db) },
  ],
})
export class TransferModule {}
