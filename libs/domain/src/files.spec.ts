import { FILE_FIELDS, fileIdsIn, fileRefsOf, isFileField, isFileId } from './files.js';
import { enterpriseApplicationCreateSchema, loanDraftSchema, providerApplicationCreateSchema } from './validation/index.js';

const A = '0b7c3f8e-2d4a-4c51-9e6f-1a2b3c4d5e6f';
const B = '9f1e2d3c-4b5a-4978-8e6f-5d4c3b2a1f0e';

describe('file fields', () => {
  it('given the seed’s file slots, then each kind’s list names fields its creation form has', () => {
    const shapes = {
      'enterprise-application': enterpriseApplicationCreateSchema([]).shape,
      'provider-application': providerApplicationCreateSchema.shape,
      loan: loanDraftSchema.shape,
      'loan-v2': loanDraftSchema.shape,
    };
    for (const [kind, shape] of Object.entries(shapes)) {
      expect(FILE_FIELDS[kind as keyof typeof shapes].length).toBeGreaterThan(0);
      for (const field of FILE_FIELDS[kind as keyof typeof shapes]) expect(Object.keys(shape)).toContain(field);
    }
    expect(FILE_FIELDS.loan).toContain('bpFiles');
    expect(FILE_FIELDS['provider-application']).toEqual(['form_url', 'licence_url', 'honour_url', 'honest_url', 'other_url']);
    expect(isFileField('enterprise-application', 'logo')).toBe(true);
    expect(isFileField('loan', 'uscc')).toBe(false);
    expect(FILE_FIELDS.suggestion).toEqual([]);
  });

  it('given a comma-joined value or a list, when read, then its ids come out trimmed, blanks dropped', () => {
    expect(fileIdsIn(`${A}, ${B},`)).toEqual([A, B]);
    expect(fileIdsIn([A, ' ', B])).toEqual([A, B]);
    expect(fileIdsIn(undefined)).toEqual([]);
    expect(fileIdsIn(12)).toEqual([]);
  });

  it('given an item’s fields, then every file field’s ids are its refs, each (field, id) once', () => {
    expect(fileRefsOf('loan', { bpFiles: `${A},${A}`, rdasFiles: [B], uscc: A, checkRemark: B })).toEqual([
      { field: 'rdasFiles', fileId: B },
      { field: 'bpFiles', fileId: A },
    ]);
    expect(fileRefsOf('suggestion', { bpFiles: A })).toEqual([]);
  });

  it('given names, paths and other strings, then only a lower-case random UUID is a file id', () => {
    expect(isFileId(A)).toBe(true);
    for (const bad of [
      'loan-123456-business-plan.pdf',
      '../../etc/passwd',
      A.toUpperCase(),
      `${A}x`,
      '00000000-0000-0000-0000-000000000000',
      '',
    ]) {
      expect(isFileId(bad)).toBe(false);
    }
  });
});
