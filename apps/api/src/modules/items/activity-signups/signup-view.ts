/** One row of activity_signups. */
export interface SignUpRow {
  id: string;
  activity_id: string;
  company_id: string | null;
  company_name: string;
  contacts: string;
  gender: number;
  idcard: string | null;
  office: string | null;
  professional_field: string | null;
  email: string | null;
  tel: string;
  applicants_num: number;
  remark: string | null;
  created_by: string;
  created_at: Date;
}

/** A sign-up as the records dialog shows it, fields named as in seed 002 §3. */
export const signUpView = (r: SignUpRow) => ({
  id: r.id,
  activityId: r.activity_id,
  companyId: r.company_id,
  companyName: r.company_name,
  contacts: r.contacts,
  gender: r.gender,
  idcard: r.idcard,
  office: r.office,
  professionalField: r.professional_field,
  email: r.email,
  tel: r.tel,
  createTime: new Date(r.created_at).toISOString(),
  applicantsNum: r.applicants_num,
  remark: r.remark,
});
export type SignUpView = ReturnType<typeof signUpView>;
