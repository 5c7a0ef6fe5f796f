import {
  type Actor,
  ACCOUNT_STATUS,
  CORRECTION_STATES,
  DANGER_TYPES,
  PARK_ACCOUNT_ROLE,
  type ParkAccountList,
  safetyCheckSchema,
  type VerificationFormType,
} from '@parkflow/domain';
import { insertUser } from '../modules/identity/accounts.js';
import { naturalKeyId } from '../modules/transfer/import-items/natural-key.js';
import { DEMO_COMPANIES, DEMO_PASSWORD } from './demo-reference.js';
import { personName } from './demo-people.js';
import type { DemoRunner } from './demo-runner.js';

/** The gates of the park and their gate posts (area, fenceName). */
const GATES = [
  { area: 'A区', fenceName: '1号门岗（星湖街主入口）' },
  { area: 'A区', fenceName: '2号门岗（物流通道）' },
  { area: 'B区', fenceName: '3号门岗（加速器一期）' },
  { area: 'C区', fenceName: '4号门岗（危化品专用通道）' },
];

/** Companies the trucks, deliveries and carriers come from or go to (the park's and its suppliers'). */
const VISITING_COMPANIES = [
  DEMO_COMPANIES[0].name,
  DEMO_COMPANIES[1].name,
  DEMO_COMPANIES[2].name,
  '苏州工业园区冷链物流有限公司',
  '国药控股苏州有限公司',
  '上海医药物流中心有限公司',
  '苏州顺丰速运有限公司',
  '赛默飞世尔科技（中国）有限公司',
  '苏州金唯智生物科技有限公司',
  '苏州纳微科技股份有限公司',
];

const THINGS = [
  { name: '胎牛血清', spec: '500ml/瓶', max: 20 },
  { name: '一次性移液吸头', spec: '96支/盒', max: 50 },
  { name: 'PCR试剂盒', spec: '100T/盒', max: 12 },
  { name: '液氮', spec: '175L/罐', max: 4 },
  { name: '细胞培养瓶', spec: 'T75/箱', max: 10 },
  { name: '实验用无水乙醇', spec: '2.5L/瓶', max: 8 },
  { name: '离心管', spec: '50ml/包', max: 30 },
];

const CARRIED_OUT = ['旧离心机一台（送修）', '办公电脑两台（返厂维修）', '样品冷藏箱', '展会物料三箱', '报废培养箱一台'];

const DANGERS: Record<(typeof DANGER_TYPES)[number], { desc: string; advice: string; howToDo: string }[]> = {
  安全管理资料: [
    { desc: '安全生产责任制未张贴上墙', advice: '完善安全生产责任制并公示', howToDo: '由安全管理员整理后张贴于实验室入口' },
    { desc: '危化品台账未及时更新', advice: '建立出入库登记制度', howToDo: '每日下班前核对台账' },
  ],
  电气安全: [
    { desc: '配电箱前堆放纸箱等杂物', advice: '清理杂物，保持配电箱前1米通道畅通', howToDo: '张贴禁止堆放标识，专人每日巡查' },
    { desc: '实验室插线板串联使用', advice: '拆除串联插线板，增设固定插座', howToDo: '联系物业电工增设插座' },
  ],
  设施设备: [
    { desc: '通风橱风速低于0.5m/s', advice: '检修通风系统', howToDo: '报修物业并复测风速' },
    { desc: '洗眼器水压不足', advice: '更换洗眼器阀门', howToDo: '每周启动测试并记录' },
  ],
  特种设备: [
    { desc: '高压灭菌锅压力表超期未检', advice: '送检压力表', howToDo: '联系特检院上门检定' },
    { desc: '液氮罐未固定防倾倒', advice: '加装固定链条', howToDo: '设备科本周内完成' },
  ],
  危险化学品储存和使用: [
    { desc: '易燃试剂与氧化剂混放', advice: '按性质分柜存放', howToDo: '购置专用防爆柜分类存放' },
    { desc: '危化品柜未双人双锁', advice: '落实双人双锁管理', howToDo: '钥匙分由两名管理员保管' },
  ],
  消防安全: [
    { desc: '灭火器压力不足', advice: '更换或充装灭火器', howToDo: '联系消防维保单位更换' },
    { desc: '安全出口指示灯不亮', advice: '维修应急照明', howToDo: '报修物业并每月测试' },
  ],
  作业场所及管理: [
    { desc: '疏散通道堆放货物', advice: '清理通道', howToDo: '货物移至指定仓储区' },
    { desc: '实验人员未佩戴防护眼镜', advice: '加强个人防护培训', howToDo: '入口处配置防护用品并检查' },
  ],
  其他: [{ desc: '员工安全培训记录不全', advice: '补充培训记录', howToDo: '本月组织一次全员培训' }],
};

const plate = (run: DemoRunner) => `苏E${run.random.pick(['A', 'B', 'C', 'D', 'F', 'K'])}${String(run.random.int(10000, 99999))}`;
const stamp = (t: Date) => new Date(t.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Login accounts of a list: a few frozen (status 2); the first of the guards signs in as the demo gate. */
async function seedAccounts(run: DemoRunner, list: ParkAccountList, count: number, phonePrefix: string) {
  const hash = await run.demoHash(DEMO_PASSWORD);
  const accounts: Actor[] = [];
  for (let i = 0; i < count; i++) {
    const realname = personName(run.random);
    const phone = `${phonePrefix}${String(i + 1).padStart(4, '0')}`;
    const id = await insertUser(run.database, {
      username: phone,
      passwordHash: hash,
      realname,
      phone,
      roleIds: [PARK_ACCOUNT_ROLE[list]],
      companyId: null,
      passwordInitial: false,
    });
    if (!id) continue;
    // a handful frozen, never the first (the demo gate device's account)
    if (i > 0 && i % 9 === 4) await run.database.query('UPDATE users SET status = $2 WHERE id = $1', [id, ACCOUNT_STATUS.FROZEN]);
    accounts.push({ userId: id, username: phone, realname, roles: [PARK_ACCOUNT_ROLE[list]], companyId: null, bankId: null });
  }
  return accounts;
}

function formFields(run: DemoRunner, formType: VerificationFormType, companyName: string, at: Date): Record<string, unknown> {
  switch (formType) {
    case 'wf':
      return {
        companyName,
        transferType: run.random.chance(0.4) ? 1 : 2,
        contactsName: personName(run.random),
        tel: run.random.phone(),
        actualTransferTime: stamp(at),
      };
    case 'wh':
      return {
        companyName,
        plateNumber: plate(run),
        appointmentTime: stamp(new Date(at.getTime() - 3600_000)),
        appointmentEndTime: stamp(new Date(at.getTime() + 3 * 3600_000)),
        driverTel: run.random.phone(),
      };
    case 'wht':
      return {
        companyName,
        orderNumber: `PS${stamp(at).slice(0, 10).replace(/-/g, '')}${String(run.random.int(100, 999))}`,
        consigneeTel: run.random.phone(),
        things: run.random.some(THINGS, run.random.int(1, 3)).map((t) => ({
          thingsDetail: { name: t.name },
          thingsSpecification: t.spec,
          thingsNum: run.random.int(1, t.max),
        })),
      };
    case 'cmt':
      return {
        companyName,
        holderName: personName(run.random),
        holderTel: run.random.phone(),
        transportLicensePlate: plate(run),
        estimatedDepartureTime: stamp(at),
        area: run.random.pick(CARRIED_OUT),
      };
    default: {
      const never: never = formType;
      return never;
    }
  }
}

/**
 * Gate-guard staff (28, the first signs in as the demo gate: 13962000001 / Parkflow2026), park
 * users (30), gate verification records (30 of each form type, with scene images, most verified
 * at the exit, the recent ones still in the park) and safety inspections (30, each company every
 * few weeks, with their danger items and photos).
 */
export async function seedGateAndSafety(run: DemoRunner): Promise<void> {
  const guards = await seedAccounts(run, 'gate-staff', 28, '1396200');
  await seedAccounts(run, 'park-user', 30, '1385120');
  const onDuty = guards.slice(0, 6);

  for (const formType of ['wf', 'wh', 'wht', 'cmt'] as const) {
    for (let i = 0; i < 30; i++) {
      const daysAgo = run.random.int(0, 24);
      const at = run.clock.at(daysAgo);
      const guard = run.random.pick(onDuty);
      const gate = run.random.pick(GATES);
      const images = Array.from({ length: run.random.int(1, 2) }, (_, k) =>
        run.file(`门岗现场_${formType}_${i + 1}_${k + 1}.png`),
      );
      const created = await run.execute({
        kind: 'verification',
        type: 'Create',
        payload: {
          formType,
          fields: formFields(run, formType, run.random.pick(VISITING_COMPANIES), at),
          verification: { ...gate, verifyImg: images.join(',') },
        },
        actor: guard,
        at,
      });
      // most leave again; the last days' vehicles may still be in the park
      if (formType !== 'cmt' && (daysAgo > 1 || run.random.chance(0.4))) {
        await run.execute({
          kind: 'verification',
          streamId: created.id,
          type: 'Submit',
          payload: { verification: { ...run.random.pick(GATES), verifyImg: run.file(`门岗现场_${formType}_${i + 1}_出园.png`) } },
          actor: run.random.pick(onDuty),
          at: run.clock.after(at, 1, 6),
        });
      }
    }
  }

  const companies = DEMO_COMPANIES;
  for (let i = 0; i < 30; i++) {
    const company = companies[i % companies.length]!;
    const checkTime = run.clock.day(7 + i * 9 + run.random.int(0, 3));
    const dangers = run.random.some(DANGER_TYPES, run.random.int(0, 4)).map((type) => {
      const danger = run.random.pick(DANGERS[type]);
      const correctState = run.random.pick(CORRECTION_STATES.slice(0, 2));
      return {
        dangerDesc: danger.desc,
        dangerType: type,
        correctDeadline: run.clock.day(Math.max(0, 7 + i * 9 - 14)),
        correctState,
        advice: danger.advice,
        howToDo: danger.howToDo,
        img: run.file(`安全检查_${company.name}_${checkTime}_${type}.png`),
      };
    });
    const fields = safetyCheckSchema.parse({
      companyId: company.id,
      companyName: company.name,
      checkTime,
      contactName: personName(run.random),
      contactTel: run.random.phone(),
      remarks: dangers.length === 0 ? '检查未发现隐患' : run.random.pick(['', '已现场告知企业负责人', '下次检查复核整改情况']),
      dangerList: dangers.length
        ? dangers
        : [{ dangerDesc: '现场检查未发现问题', dangerType: '其他', correctState: CORRECTION_STATES[2] }],
    });
    await run.execute({
      kind: 'safety-check',
      streamId: naturalKeyId('safety-check', [company.id, checkTime]),
      type: 'Create',
      payload: { fields },
      actor: run.actor('operator'),
      at: run.clock.at(7 + i * 9),
    });
  }
}
