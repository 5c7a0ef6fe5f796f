import { DEMO_COMPANIES } from '../../src/demo/demo-reference.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { chars, dayAfter, kindTools, type KindTools, parkDay } from '../support/kinds.js';
import { labPayload, parkDate } from '../support/payloads.js';
import { describeReviewList } from '../support/review-list.js';

const KIND = 'lab-appointment';

describe('laboratory appointments (seed 000 §2.7, §5.4)', () => {
  let t: TestApp;
  let k: KindTools;
  beforeAll(async () => {
    t = await startTestApp({ label: 'lab' });
    k = kindTools(t);
  });
  afterAll(() => t.close());

  describe('creation', () => {
    it('given a type 1 appointment, when submitted, then it is pending with date-times and only parallel flags', async () => {
      const date = parkDate(2);
      const id = await k.mustCreate(KIND, labPayload({ date, innovationLaboratory: { pk: true } }));
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail).toMatchObject({
        appointmentType: 1,
        contacts: '李实验',
        tel: '13812345678',
        companyName: DEMO_COMPANIES[0].name,
        startTime: `${date} 09:00:00`,
        endTime: `${date} 11:30:00`,
        isCheck: 0,
        checkTime: null,
        createByName: '张企业',
      });
      expect(detail.parallelLaboratory).toMatchObject({
        liquidChromatography: true,
        flowCytometry: true,
        gasChromatography: false,
      });
      expect(Object.keys(detail.parallelLaboratory)).toHaveLength(29);
      expect(detail.innovationLaboratory).toBeUndefined();
    });

    it('given a type 2 appointment sent as the seed payload (date plus time), then the innovation flags are kept', async () => {
      const date = parkDate(1);
      const id = await k.mustCreate(
        KIND,
        labPayload({
          appointmentType: '2',
          date: undefined,
          startTime: `${date} 13:00:00`,
          endTime: `${date} 17:30`,
          innovationLaboratory: { pk: 'true', ada: true },
        }),
      );
      const detail = (await k.get(KIND, id)).body.data;
      expect(detail).toMatchObject({ appointmentType: 2, date, startTime: `${date} 13:00:00`, endTime: `${date} 17:30:00` });
      expect(detail.innovationLaboratory).toMatchObject({ pk: true, ada: true, pd: false });
      expect(detail.parallelLaboratory).toBeUndefined();
    });

    it('counts a legacy flag only when it is "true" or true', async () => {
      const flags = {
        liquidChromatography: 'true',
        gasChromatography: 'false',
        lonChromatography: 1,
        flowCytometry: '1',
        xrayDiffraction: true,
        ramanSpectra: 'TRUE',
      };
      const id = await k.mustCreate(KIND, labPayload({ parallelLaboratory: flags }));
      const stored = (await k.get(KIND, id)).body.data.parallelLaboratory;
      expect(stored).toMatchObject({
        liquidChromatography: true,
        xrayDiffraction: true,
        gasChromatography: false,
        lonChromatography: false,
        flowCytometry: false,
        ramanSpectra: false,
      });
      const falsy = { gasChromatography: 'false', lonChromatography: 1, flowCytometry: '1', ramanSpectra: 'yes' };
      await k.refused(KIND, labPayload({ parallelLaboratory: falsy }), '请选择实验室需求意向', 'applicant', 'parallelLaboratory');
    });

    it.each([
      ['no contact', { contacts: ' ' }, '请输入预约联系人', 'contacts'],
      ['no phone', { tel: undefined }, '请输入预约联系人手机号', 'tel'],
      ['a bad phone', { tel: '23812345678' }, '请输入正确的手机号', 'tel'],
      ['a phone too long', { tel: '138123456789' }, '请输入正确的手机号', 'tel'],
      ['no company', { companyName: '' }, '请输入预约联系人所在单位', 'companyName'],
      ['no type', { appointmentType: undefined }, '请选择预约意向', 'appointmentType'],
      ['type 3', { appointmentType: 3 }, '请选择预约意向', 'appointmentType'],
      ['no date', { date: undefined }, '请选择预约日期', 'date'],
      ['no start time', { startTime: undefined }, '请选择预约开始时间', 'startTime'],
      ['no end time', { endTime: '' }, '请选择预约截止时间', 'endTime'],
      ['a start off the half-hour grid', { startTime: '09:15' }, '请选择00:00至23:30之间的整点或半点', 'startTime'],
      ['an end before the start', { startTime: '14:00', endTime: '13:30' }, '预约截止时间须晚于开始时间', 'endTime'],
      ['type 1 without a demand', { parallelLaboratory: {} }, '请选择实验室需求意向', 'parallelLaboratory'],
      ['type 2 with only parallel flags', { appointmentType: 2 }, '请选择实验室需求意向', 'innovationLaboratory'],
    ])('given %s, when submitted, then 400 %s and nothing is written', async (_, change, message, field) => {
      await k.refused(KIND, labPayload(change), message, 'applicant', field);
    });

    it('refuses an appointment ending on another day than it starts with its own message (the seed payload)', async () => {
      const [day, next] = [parkDate(1), parkDate(2)];
      const overnight = { date: undefined, startTime: `${day} 22:00:00`, endTime: `${next} 08:00:00` };
      await k.refused(KIND, labPayload(overnight), '预约截止时间须与开始时间在同一天', 'applicant', 'endTime');
      await k.refused(
        KIND,
        labPayload({ startTime: `${next} 09:00:00` }),
        '预约开始时间须在预约日期当天',
        'applicant',
        'startTime',
      );
    });

    it('refuses a date before yesterday (预约日期不能早于昨天) and accepts yesterday', async () => {
      await k.refused(KIND, labPayload({ date: parkDate(-2) }), '预约日期不能早于昨天', 'applicant', 'date');
      expect((await k.create(KIND, labPayload({ date: parkDate(-1) }))).status).toBe(201);
    });
  });

  describe('review through the engine', () => {
    it('approves with the review time', async () => {
      const id = await k.mustCreate(KIND, labPayload());
      expect(await k.mustSend(KIND, id, 'reviewer', { type: 'Approve' })).toMatchObject({ code: 1 });
      expect((await k.get(KIND, id)).body.data).toMatchObject({ isCheck: 1, checkTime: expect.any(String) });
    });

    it('rejects only with a non-blank reason of at most 160 characters', async () => {
      const id = await k.mustCreate(KIND, labPayload());
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject', reason: '' }, 400, '请输入驳回原因');
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Reject', reason: chars(161) }, 400, '驳回原因不能超过160个字符');
      await k.mustSend(KIND, id, 'reviewer', { type: 'Reject', reason: '该时段设备已被预约' });
      expect((await k.get(KIND, id)).body.data).toMatchObject({ isCheck: -1, rejectionReasons: '该时段设备已被预约' });
      await k.commandRefused(KIND, id, 'reviewer', { type: 'Approve' }, 409, '该记录已审核，请勿重复操作');
    });

    it('refuses the applicant', async () => {
      const id = await k.mustCreate(KIND, labPayload());
      await k.commandRefused(KIND, id, 'applicant', { type: 'Reject', reason: '自己驳回' }, 403, '没有权限');
    });
  });

  describeReviewList({
    kind: KIND,
    tools: () => k,
    tabs: 'checkState',
    body: (i, at) =>
      labPayload({
        appointmentType: i % 2 === 0 ? 1 : 2,
        innovationLaboratory: { pk: true },
        tel: `1381234${String(i).padStart(4, '0')}`,
        date: dayAfter(parkDay(at), 2),
      }),
    text: { param: 'tel', search: '1234000', matches: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
    exported: {
      header: [
        '序号',
        '申请类型',
        '联系人',
        '提交人',
        '提交时间',
        '联系电话',
        '公司名称',
        '预约时间',
        '实验室需求意向',
        '审核时间',
        '反馈意见',
        '状态',
      ],
      check: (sheet) => {
        const first = sheet.rows.find((r) => r[5] === '13812340000')!;
        // a parallel-laboratory appointment: its parallel demand's names, not the innovation flags it also carries
        expect(first).toEqual([
          expect.any(Number),
          '国际生物医药平行实验室',
          '李实验',
          '张企业',
          '2025-03-10 08:00:00',
          '13812340000',
          DEMO_COMPANIES[0].name,
          '2025-03-12 09:00:00 至 11:30:00',
          '液相色谱、流式细胞术',
          '2025-03-10 09:00:00',
          '',
          '已通过',
        ]);
        const rejected = sheet.rows.filter((r) => r[11] === '已驳回');
        expect(rejected).toHaveLength(3);
        for (const r of rejected) expect(r[10]).toBe('资料不全，请补充后重新提交');
        const innovation = sheet.rows.filter((r) => r[1] === '联合创新实验室');
        expect(innovation.length).toBeGreaterThan(0);
        for (const r of innovation) expect(r[8]).toBe('药代动力学（PK）');
      },
    },
  });
});
