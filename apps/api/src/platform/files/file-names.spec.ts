import { contentDisposition } from '../http/content-disposition.js';
import { contentTypeOf, originalName } from './file-names.js';

describe('stored file names', () => {
  it('given a name from a user’s machine, then it is kept as it was, Chinese, spaces and brackets included', () => {
    expect(originalName('  （2025）苏州博瑞 商业计划书 v2.pdf ')).toBe('（2025）苏州博瑞 商业计划书 v2.pdf');
    expect(originalName('营业执照😀.png')).toBe('营业执照😀.png');
    expect(originalName('Cafe\u0301 报告.pdf')).toBe('Caf\u00e9 报告.pdf');
    expect(originalName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(originalName('👨\u200D👩\u200D👧.png')).toBe('👨\u200D👩\u200D👧.png');
  });

  it('given a path, control characters or nothing usable, then only the last part is kept, or nothing', () => {
    expect(originalName('C:\\Users\\张三\\Desktop\\审计报告.pdf')).toBe('审计报告.pdf');
    expect(originalName('../../etc/passwd')).toBe('passwd');
    expect(originalName('bp\u0000\r\n.pdf')).toBe('bp.pdf');
    expect(originalName('bp\u007f\u0085\u009f.pdf')).toBe('bp.pdf');
    for (const bad of ['', '   ', '..', 'dir/', '\ud800.pdf', 'x'.repeat(256)]) expect(originalName(bad)).toBeNull();
    expect(originalName('x'.repeat(255))).toBe('x'.repeat(255));
  });

  it('given a Chinese name, then the header carries it encoded, with a plain stand-in for old clients', () => {
    expect(contentDisposition('attachment', '审计报告(2025)\'s "终版".pdf')).toBe(
      `attachment; filename="____(2025)'s ____.pdf"; filename*=UTF-8''${'%E5%AE%A1%E8%AE%A1%E6%8A%A5%E5%91%8A%282025%29%27s%20%22%E7%BB%88%E7%89%88%22.pdf'}`,
    );
    expect(contentDisposition('inline', 'a.pdf')).toBe(`inline; filename="a.pdf"; filename*=UTF-8''a.pdf`);
  });

  it('given an extension in any case, then its content type; an unknown one is plain bytes', () => {
    expect(contentTypeOf('LOGO.PNG')).toBe('image/png');
    expect(contentTypeOf('notes.bin')).toBe('application/octet-stream');
  });
});
