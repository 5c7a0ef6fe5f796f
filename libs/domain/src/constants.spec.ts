import {
  APPOINTMENT_DIALOG_WIDTH,
  AUDIT_STATE,
  BANK_CHECK_STATE,
  CHECK_STATE_TAB,
  IMPORT_MAX_BYTES,
  INLINE_IMAGE_MAX_BYTES,
  LOAN_CHECK_STATE,
  LOAN_V2_STATE,
  PAGE_SIZE,
  PAGE_SIZE_CHOICES,
  RENT_PAGE_SIZE,
  STATUS_FILTER_ALL,
  UPLOAD_EDIT_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  halfHourSlots,
  rowNumber,
} from './constants.js';

describe('paging', () => {
  it('given page 1, when numbering rows, then the first row is 1', () => {
    expect(rowNumber(1, 0)).toBe(1);
    expect(rowNumber(1, 9)).toBe(10);
  });
  it('given page 3 of 10, when numbering rows, then numbers continue across pages (10*(page-1)+position)', () => {
    expect(rowNumber(3, 0)).toBe(21);
  });
  it('given a page size of 20, when numbering rows, then that size is used', () => {
    expect(rowNumber(2, 4, 20)).toBe(25);
  });
  it('given the seeds, when reading page sizes, then they are 10, choices 10/20/50, rent 20', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_CHOICES).toEqual([10, 20, 50]);
    expect(RENT_PAGE_SIZE).toBe(20);
    expect(STATUS_FILTER_ALL).toBe(9999);
  });
});

describe('appointment times', () => {
  it('given the half-hour grid, when listed, then there are 48 slots from 00:00 to 23:30', () => {
    const slots = halfHourSlots();
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe('00:00');
    expect(slots[1]).toBe('00:30');
    expect(slots[47]).toBe('23:30');
    expect(APPOINTMENT_DIALOG_WIDTH).toBe(980);
  });
});

describe('limits and codes', () => {
  it('given the upload limits, when read, then they match the seeds', () => {
    expect(UPLOAD_MAX_FILES).toBe(10);
    expect(UPLOAD_MAX_BYTES).toBe(10485760);
    expect(UPLOAD_EDIT_MAX_BYTES).toBe(50 * 1024 * 1024);
    expect(IMPORT_MAX_BYTES).toBe(100 * 1024 * 1024);
    expect(INLINE_IMAGE_MAX_BYTES).toBe(5120);
  });
  it('given the review codes, when read, then they are the seed values', () => {
    expect(AUDIT_STATE).toEqual({ UNDER_REVIEW: 0, APPROVED: 1, REJECTED: -1 });
    expect(CHECK_STATE_TAB).toEqual({ PENDING: 1, REVIEWED: 2 });
    expect(Object.values(LOAN_CHECK_STATE).sort()).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]);
    expect(Object.values(LOAN_V2_STATE)).toEqual([2000, 2001, 2002, 2003]);
    expect(Object.values(BANK_CHECK_STATE)).toEqual([1004, 1005, 1008, 1009]);
  });
});
