import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A company an import named that the park does not have, with the contact its row gave. */
export interface UnmatchedCompany {
  companyName: string;
  contactName: string;
  contactTel: string;
}

/**
 * The companies an import could not find (seed 001 §7.3 safety import: notInSavedList), kept
 * with the job so its owner's console can list them (导入不成功，联系科服公司新增人员账号). A rerun
 * of the job replaces its list.
 */
@Injectable()
export class UnmatchedCompanies {
  constructor(private readonly db: DataSource) {}

  async record(jobId: string, companies: Map<string, { contactName: string; contactTel: string }>): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query('DELETE FROM import_unmatched_companies WHERE job_id = $1', [jobId]);
      let position = 0;
      for (const [companyName, contact] of companies) {
        await m.query(
          `INSERT INTO import_unmatched_companies (job_id, position, company_name, contact_name, contact_tel)
           VALUES ($1, $2, $3, $4, $5)`,
          [jobId, position++, companyName, contact.contactName, contact.contactTel],
        );
      }
    });
  }

  async of(jobId: string): Promise<UnmatchedCompany[]> {
    return this.db.query(
      `SELECT company_name AS "companyName", contact_name AS "contactName", contact_tel AS "contactTel"
         FROM import_unmatched_companies WHERE job_id = $1 ORDER BY position`,
      [jobId],
    );
  }
}
