import type { z } from 'zod';
import { INNOVATION_LAB_FLAGS, PARALLEL_LAB_FLAGS } from '../lab-flags.js';
import { LOAN_YEARLY_LISTS } from '../loan-form.js';
import { isMessageCode } from '../messages/catalogue.js';
import { activitySignUpSchema } from './activity-signup.js';
import { AREA_TREE } from '../reference/area-tree.js';
import { enterpriseApplicationCreateSchema, providerApplicationCreateSchema } from './applications.js';
import { changePasswordSchema, forcedPasswordSchema, loginSchema, smsCodeRequestSchema } from './auth.js';
import { companyServiceSchema, equipmentSchema } from './catalogue-items.js';
import { labAppointmentCreateSchema } from './lab-appointment.js';
import {
  loanDraftSchema,
  loanSecondRoundApproveSchema,
  loanSecondRoundRejectSchema,
  loanSecondRoundSupplementSchema,
  loanSubmitSchema,
} from './loan.js';
import {
  auditOpinionRejectSchema,
  itemIdSchema,
  rejectSchema,
  supplementRequestSchema,
  supplementSubmitSchema,
} from './review.js';
import { serviceDemandAddSchema } from './service-demand.js';
import { suggestionCreateSchema, suggestionReplySchema } from './suggestion.js';
import { accountApplicationSchema, gateGuardSchema, userAddSchema, userRolesEditSchema } from './users.js';
import { visitAppointmentCreateSchema } from './visit-appointment.js';

const SCHEMAS: Record<string, z.ZodType> = {
  loginSchema,
  changePasswordSchema,
  forcedPasswordSchema,
  smsCodeRequestSchema,
  rejectSchema,
  auditOpinionRejectSchema,
  supplementRequestSchema,
  supplementSubmitSchema,
  itemIdSchema,
  suggestionCreateSchema,
  suggestionReplySchema,
  visitAppointmentCreateSchema: visitAppointmentCreateSchema('2025-03-10'),
  labAppointmentCreateSchema: labAppointmentCreateSchema('2025-03-10'),
  serviceDemandAddSchema,
  activitySignUpSchema,
  userAddSchema,
  userRolesEditSchema,
  accountApplicationSchema,
  gateGuardAdd: gateGuardSchema('add'),
  gateGuardEdit: gateGuardSchema('edit'),
  enterpriseApplicationCreateSchema: enterpriseApplicationCreateSchema(AREA_TREE),
  providerApplicationCreateSchema,
  loanDraftSchema,
  loanSubmitSchema,
  loanSecondRoundApproveSchema,
  loanSecondRoundRejectSchema,
  loanSecondRoundSupplementSchema,
  equipmentSchema,
  companyServiceSchema,
};

/** Values of every wrong kind, to reach each field's type, emptiness, format and range checks. */
const JUNK: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'true',
  -1,
  0,
  1.5,
  3,
  10 ** 12,
  true,
  [],
  [{}],
  [1, 'a'],
  {},
  'x'.repeat(2000),
  '2020-01-01',
  '25:99',
];
const ALL_KEYS = [
  'username',
  'password',
  'confPwd',
  'id',
  'messageVerifyCode',
  'verificationCode',
  'mobile',
  'reason',
  'changes',
  'checkRemark',
  'theme',
  'suggestion',
  'remark',
  'reply',
  'contacts',
  'tel',
  'companyName',
  'intentionVisit',
  'whetherOutsideCity',
  'visitorsNum',
  'visitDate',
  'visitPurpose',
  'appointmentType',
  'date',
  'startTime',
  'endTime',
  'parallelLaboratory',
  'innovationLaboratory',
  'category',
  'companyId',
  'serviceDemand',
  'propertyType',
  'type',
  'gender',
  'idcard',
  'office',
  'professionalField',
  'email',
  'applicantsNum',
  'realname',
  'userName',
  'phone',
  'roleIds',
  'userId',
  'name',
  'business_contacts',
  'business_contact_tel',
  'legal_representative',
  'credit_code',
  'capital',
  'establishment_date',
  'area',
  'city',
  'register_addr',
  'whether_settled',
  'settled_number',
  'company_name',
  'types',
  'industry',
  'form_url',
  'other_url',
  'productIds',
  'enterpriseName',
  'uscc',
  'actualControllerMobile',
  'intendedFinancingAmountClaims',
  'corePatentNum',
  'patents',
  'rdpcs',
  'groupPersons',
  'isEmployeeStockOwnership',
  'ceiaotes',
  'debtFinancingAmounts',
  'bpFiles',
  'productId',
  'creditAmount',
  'interestRate',
  'term',
  'num',
  'typeId',
  'mainFunc',
  'tag',
  'mainTypeId',
  'img',
  'available',
  ...LOAN_YEARLY_LISTS.map((l) => l.list),
];

function rawMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('every issue a schema raises is a catalogue code', () => {
  it.each(Object.entries(SCHEMAS))(
    'given junk input, when %s validates it, then every message is a code in MESSAGES',
    (_, schema) => {
      const seen: string[] = [];
      for (const junk of JUNK) {
        seen.push(...rawMessages(schema, junk));
        seen.push(...rawMessages(schema, Object.fromEntries(ALL_KEYS.map((k) => [k, junk]))));
        for (const key of ALL_KEYS) seen.push(...rawMessages(schema, { [key]: junk }));
      }
      // nested rows and flags, wrong inside
      seen.push(
        ...rawMessages(schema, {
          patents: [{ patentName: 1 }],
          groupPersons: [{ schools: [{}], education: 'x' }],
          ceiaotes: [{ ceiaote: 'x' }],
        }),
      );
      seen.push(
        ...rawMessages(schema, {
          types: [{ id: '', children: [{}] }],
          picaitass: [{}, {}, {}, {}],
          netProfits: [{ yearNum: '99' }],
        }),
      );
      seen.push(...rawMessages(schema, { appointmentType: 1, parallelLaboratory: 'x', innovationLaboratory: [] }));
      seen.push(
        ...rawMessages(schema, {
          appointmentType: 2,
          parallelLaboratory: { [PARALLEL_LAB_FLAGS[0]!]: 'true' },
          innovationLaboratory: { [INNOVATION_LAB_FLAGS[0]!]: 'false' },
        }),
      );
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((m) => !isMessageCode(m))).toEqual([]);
    },
  );
});
