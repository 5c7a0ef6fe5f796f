import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type BankAccount,
  CONTRACT_BILL_STATUS_LABELS,
  type DunningTarget,
  DUNNING_DAYS_TO_PAY,
  PARK_OPERATOR_NAME,
} from '@parkflow/domain';
import PDFDocument from 'pdfkit';

/** One bill line of a notice. */
export interface NoticeBill {
  billPeriod: string;
  billTypeName: string;
  dueDate: string;
  theoryAmount: number;
  payedAmount: number;
  remainingAmount: number;
  overdueDays: number;
}

/** What a 催缴通知书 says (docs/decisions/0018): tenant, contract, periods, amounts, overdue days, the account. */
export interface NoticeData {
  tenantName: string;
  contractNo: string;
  premises: string;
  term: string;
  /** 10 current, 20 overdue; null: every bill still due (a single contract's notice). */
  target: DunningTarget | null;
  /** The park's day it is issued on (yyyy-MM-dd). */
  today: string;
  bills: NoticeBill[];
  account: BankAccount;
}

/**
 * The CJK font ships with the project's own install (npm package @expo-google-fonts/noto-sans-sc:
 * Noto Sans SC, SIL OFL 1.1), read once and embedded as a subset into each notice, so the Chinese
 * text of a notice is real, extractable text on any machine with no system font.
 */
const FONT_NAME = 'NotoSansSC';
let fontCache: Buffer | null = null;
export function noticeFont(): Buffer {
  if (!fontCache) {
    const require = createRequire(import.meta.url);
    const dir = dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
    fontCache = readFileSync(join(dir, '400Regular', 'NotoSansSC_400Regular.ttf'));
  }
  return fontCache;
}

const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const zhDate = (iso: string) => `${iso.slice(0, 4)}年${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;

/** A notice's file name inside a zip (no path separators). */
export const noticeFileName = (n: Pick<NoticeData, 'contractNo' | 'tenantName'>) =>
  `催缴通知书-${n.contractNo}-${n.tenantName}.pdf`.replace(/[\\/:*?"<>|]/g, '_');

/** The bill table's columns; their widths add up to the A4 text width (595 − 2 × 56). */
const COLUMNS = [
  { title: '账期', width: 52 },
  { title: '费用类型', width: 70 },
  { title: '应收日期', width: 66 },
  { title: '应收金额（元）', width: 78 },
  { title: '已收金额（元）', width: 78 },
  { title: '未收金额（元）', width: 78 },
  { title: '逾期天数', width: 61 },
] as const;

/** One notice as a PDF (A4, one page for a dozen bills, more pages as needed). */
export function renderNotice(n: NoticeData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `催缴通知书 ${n.contractNo}`, Author: PARK_OPERATOR_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT_NAME, noticeFont());
  doc.font(FONT_NAME);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const total = n.bills.reduce((sum, b) => sum + b.remainingAmount, 0);
  const what = n.target === null ? '到期' : CONTRACT_BILL_STATUS_LABELS[n.target];

  doc.fontSize(20).text('催缴通知书', { align: 'center' });
  doc.moveDown(0.3).fontSize(10).fillColor('#555').text(`合同编号：${n.contractNo}`, { align: 'center' }).fillColor('#000');
  doc.moveDown(1).fontSize(12).text(`${n.tenantName}：`);
  doc
    .moveDown(0.5)
    .fontSize(11)
    .text(
      `贵司与我司签订的租赁合同（合同编号：${n.contractNo}，租赁房屋：${n.premises}，租赁期限：${n.term}）项下，截至${zhDate(n.today)}，以下${what}款项尚未结清，合计人民币 ${money(total)} 元：`,
      { indent: 22, lineGap: 4 },
    );
  doc.moveDown(0.8);

  // the bills
  const rowHeight = 20;
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    if (bold) doc.rect(left, y, width, rowHeight).fill('#eef2f7').fillColor('#000');
    doc.fontSize(9);
    cells.forEach((cell, i) => {
      const w = COLUMNS[i]!.width;
      doc.text(cell, x + 3, y + 5, { width: w - 6, align: i >= 3 ? 'right' : 'left', lineBreak: false });
      x += w;
    });
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(left + width, y + rowHeight)
      .strokeColor('#c8ced6')
      .lineWidth(0.5)
      .stroke();
    doc.x = left;
    doc.y = y + rowHeight;
  };
  drawRow(
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const b of n.bills) {
    drawRow(
      [
        b.billPeriod,
        b.billTypeName,
        b.dueDate,
        money(b.theoryAmount),
        money(b.payedAmount),
        money(b.remainingAmount),
        b.overdueDays > 0 ? `${b.overdueDays}天` : '—',
      ],
      false,
    );
  }
  drawRow(['合计', '', '', '', '', money(total), ''], true);

  doc.moveDown(1).fontSize(11);
  doc.text(
    `请贵司自收到本通知之日起${DUNNING_DAYS_TO_PAY}日内将上述款项汇入以下账户，并在汇款备注中注明合同编号：`,
    left,
    doc.y,
    {
      indent: 22,
      lineGap: 4,
      width,
    },
  );
  doc.moveDown(0.4).fontSize(11);
  doc.text(`户名：${n.account.accountName}`, left + 22);
  doc.text(`开户银行：${n.account.accountBank}`, left + 22);
  doc.text(`账号：${n.account.accountNo}`, left + 22);
  doc.moveDown(0.6);
  doc.text('逾期未付的，我司将依照合同约定计收违约金并保留进一步追究的权利。如已付款，请忽略本通知。', left, doc.y, {
    indent: 22,
    lineGap: 4,
    width,
  });
  doc.moveDown(2);
  doc.text(PARK_OPERATOR_NAME, { align: 'right', width });
  doc.text(zhDate(n.today), { align: 'right', width });
  doc.end();
  return done;
}
