import { addDays, INNOVATION_LAB_FLAGS, PARALLEL_LAB_FLAGS } from '@parkflow/domain';
import { VISITOR_ORGANISATIONS, personName } from './demo-people.js';
import type { DemoRunner, DemoUsername } from './demo-runner.js';

const REVIEWERS: DemoUsername[] = ['reviewer', 'reviewer2'];

const VISIT_PURPOSES = [
  '考察孵化器入驻条件及配套服务',
  '了解国际平行实验室的检测能力与收费标准',
  '洽谈联合创新实验室合作研发项目',
  '投资机构尽职调查，参观企业研发场地',
  '高校师生产学研交流参观',
  '市区领导调研生物医药产业发展情况',
  '参观生物医用材料协同创新中心中试平台',
  '新入驻企业熟悉园区公共平台',
];
const VISIT_REJECTIONS = [
  '参观当日园区有重要接待任务，请改期预约',
  '参观人数超过单场接待上限，请分批预约',
  '联系人信息有误，请核实后重新提交',
  '实验室当日进行设备检修，暂不对外开放',
];

/**
 * Visit appointments: the demo companies book for their guests, the operator records outside
 * visitors (the list's add dialog). Several recent ones stay pending for the console.
 */
export async function seedVisitAppointments(run: DemoRunner): Promise<void> {
  const r = run.random;
  for (const [i, outcome] of run.outcomes(12, 18, 8).entries()) {
    const booker: DemoUsername = i % 4 === 3 ? 'operator' : i % 4 === 2 ? 'applicant2' : 'applicant';
    const companyName = booker === 'operator' ? r.pick(VISITOR_ORGANISATIONS) : run.companyOf(booker).name;
    const created = run.createdAt(outcome);
    const intentions = r.some(['1', '2', '3', '4'], r.int(1, 3));
    const id = await run.create(
      'visit-appointment',
      booker,
      {
        contacts: personName(r),
        tel: r.phone(),
        companyName,
        intentionVisit: intentions.join(','),
        whetherOutsideCity: r.chance(0.35) ? 1 : 0,
        visitorsNum: r.int(2, 30),
        visitDate: addDays(run.clock.dateOf(created), r.int(2, 14)),
        visitPurpose: r.pick(VISIT_PURPOSES),
      },
      created,
    );
    await run.review('visit-appointment', id, created, outcome, REVIEWERS, VISIT_REJECTIONS);
  }
}

const LAB_REJECTIONS = [
  '该时段设备已被其他企业预约，请选择其他时间',
  '所选检测项目暂不对外开放',
  '样品前处理要求未说明，请补充后重新预约',
  '预约时长超过单次上限4小时',
];

/** A half-hour slot 'HH:mm' from minutes since midnight. */
const slot = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;

/**
 * Laboratory appointments of both types with their demand flags; older clients send a flag as
 * the string "true", which counts the same (seed 000 §3).
 */
export async function seedLabAppointments(run: DemoRunner): Promise<void> {
  const r = run.random;
  for (const [i, outcome] of run.outcomes(12, 18, 8).entries()) {
    const booker: DemoUsername = i % 3 === 2 ? 'applicant2' : i % 7 === 0 ? 'operator' : 'applicant';
    const type = i % 2 === 0 ? 1 : 2;
    const names = type === 1 ? PARALLEL_LAB_FLAGS : INNOVATION_LAB_FLAGS;
    const legacy = r.chance(0.3);
    const flags = Object.fromEntries(r.some(names, r.int(1, 4)).map((n) => [n, legacy ? 'true' : true]));
    const start = r.int(17, 32) * 30;
    const created = run.createdAt(outcome);
    const id = await run.create(
      'lab-appointment',
      booker,
      {
        appointmentType: type,
        contacts: personName(r),
        tel: r.phone(),
        companyName:
          booker === 'operator' ? r.pick(['苏州大学医学部', '中国药科大学', '江苏省医疗器械检验所']) : run.companyOf(booker).name,
        date: addDays(run.clock.dateOf(created), r.int(1, 10)),
        startTime: slot(start),
        endTime: slot(start + r.int(2, 8) * 30),
        [type === 1 ? 'parallelLaboratory' : 'innovationLaboratory']: flags,
      },
      created,
    );
    await run.review('lab-appointment', id, created, outcome, REVIEWERS, LAB_REJECTIONS);
  }
}
