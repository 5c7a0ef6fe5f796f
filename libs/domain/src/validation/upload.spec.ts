import {
  checkSingleFilePick,
  checkStoredUpload,
  checkUpload,
  extensionOf,
  shouldInlineImage,
  uploadFormatCode,
  uploadPurposeOf,
} from './upload.js';

const MB = 1024 * 1024;

describe('attachment uploads (loan slots)', () => {
  it.each(['a.jpg', 'b.PNG', 'c.jpeg', 'd.doc', 'e.docx', 'f.xlsx', 'g.xls', 'h.txt', 'i.pdf'])(
    'given %s, when checked, then it is accepted',
    (name) => {
      expect(checkUpload({ name, size: MB }, 'attachment')).toEqual({});
    },
  );
  it.each(['a.exe', 'b.webp', 'noext', '.pdf'])('given %s, when checked, then 上传文件格式不正确!', (name) => {
    expect(checkUpload({ name, size: 1 }, 'attachment')).toEqual({ error: 'UPLOAD.FORMAT' });
  });
  it('given sizes around the limit, when checked, then 10 MB passes and more fails (50 MB in the edit dialog)', () => {
    expect(checkUpload({ name: 'a.pdf', size: 10 * MB }, 'attachment')).toEqual({});
    expect(checkUpload({ name: 'a.pdf', size: 10 * MB + 1 }, 'attachment')).toEqual({ error: 'UPLOAD.TOO_LARGE' });
    expect(checkUpload({ name: 'a.pdf', size: 50 * MB }, 'attachment-edit')).toEqual({});
    expect(checkUpload({ name: 'a.pdf', size: 50 * MB + 1 }, 'attachment-edit')).toEqual({ error: 'UPLOAD.TOO_LARGE_EDIT' });
  });
  it('given a slot with 10 files, when an 11th comes, then 超出最大上传文件数量的限制！', () => {
    expect(checkUpload({ name: 'a.pdf', size: 1 }, 'attachment', 9)).toEqual({});
    expect(checkUpload({ name: 'a.pdf', size: 1 }, 'attachment', 10)).toEqual({ error: 'UPLOAD.TOO_MANY' });
  });
});

describe('images', () => {
  it('given a webp, when checked, then it is accepted; a gif is not', () => {
    expect(checkUpload({ name: 'a.webp', size: 1 }, 'image')).toEqual({});
    expect(checkUpload({ name: 'a.gif', size: 1 }, 'image')).toEqual({ error: 'UPLOAD.IMAGE_FORMAT' });
  });
  it('given an image over 10 MB, when checked, then it only warns', () => {
    expect(checkUpload({ name: 'a.png', size: 11 * MB }, 'image')).toEqual({ warning: 'UPLOAD.IMAGE_TOO_LARGE' });
  });
  it('given rich-text images, when sized, then up to 5120 bytes are inlined', () => {
    expect(shouldInlineImage(5120)).toBe(true);
    expect(shouldInlineImage(5121)).toBe(false);
  });
});

describe('imports', () => {
  it('given an xlsx under 100 MB, when checked, then it is accepted', () => {
    expect(checkUpload({ name: '水费账单.xlsx', size: 99 * MB }, 'import')).toEqual({});
  });
  it('given a csv, when checked, then only xls and xlsx are accepted', () => {
    expect(checkUpload({ name: 'a.csv', size: 1 }, 'import')).toEqual({ error: 'IMPORT.FORMAT' });
  });
  it.each(['a+b.xlsx', 'a=b.xlsx', 'a&b.xlsx', 'a/b.xlsx'])(
    'given name %s, when checked, then 请避免文件名包含 + = & / 特殊字符',
    (name) => {
      expect(checkUpload({ name, size: 1 }, 'import')).toEqual({ error: 'IMPORT.BAD_FILE_NAME' });
    },
  );
  it('given a file over 100 MB, when checked, then 上传文件大小不能超过100MB!', () => {
    expect(checkUpload({ name: 'a.xls', size: 100 * MB + 1 }, 'import')).toEqual({ error: 'IMPORT.TOO_LARGE' });
  });
  it('given several files picked at once, when checked, then only one is allowed', () => {
    expect(checkSingleFilePick(2)).toEqual({ warning: 'UPLOAD.ONLY_ONE' });
    expect(checkSingleFilePick(1)).toEqual({});
  });
  it('given names, when the extension is read, then it is lower case without the dot', () => {
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });
});

describe('stored uploads (POST /api/files, by purpose)', () => {
  it('given an image over 10 MB, then the server refuses it (上传文件大小不能超过 10MB!), where the console only warned', () => {
    expect(checkStoredUpload('image', { name: '设备.png', size: 10 * MB })).toBeNull();
    expect(checkStoredUpload('image', { name: '设备.png', size: 10 * MB + 1 })).toBe('UPLOAD.TOO_LARGE');
  });
  it('given each purpose, then its own formats and limits', () => {
    expect(checkStoredUpload('image', { name: '设备.pdf', size: 1 })).toBe('UPLOAD.IMAGE_FORMAT');
    expect(checkStoredUpload('document', { name: '报告.webp', size: 1 })).toBe('UPLOAD.FORMAT');
    expect(checkStoredUpload('document', { name: '报告.pdf', size: 10 * MB + 1 })).toBe('UPLOAD.TOO_LARGE');
    expect(checkStoredUpload('spreadsheet', { name: '账单.xlsx', size: 100 * MB })).toBeNull();
    expect(checkStoredUpload('spreadsheet', { name: '账单.xlsx', size: 100 * MB + 1 })).toBe('IMPORT.TOO_LARGE');
    expect(checkStoredUpload('spreadsheet', { name: 'a&b.xls', size: 1 })).toBe('IMPORT.BAD_FILE_NAME');
  });
  it('given content that is not what the name says, then the purpose’s format message', () => {
    expect(uploadFormatCode('image')).toBe('UPLOAD.IMAGE_FORMAT');
    expect(uploadFormatCode('document')).toBe('UPLOAD.FORMAT');
    expect(uploadFormatCode('spreadsheet')).toBe('IMPORT.FORMAT');
  });
  it('given a purpose field, then only image, document and spreadsheet', () => {
    expect(['image', 'document', 'spreadsheet', 'avatar', undefined, 3].map(uploadPurposeOf)).toEqual([
      'image',
      'document',
      'spreadsheet',
      null,
      null,
      null,
    ]);
  });
});
