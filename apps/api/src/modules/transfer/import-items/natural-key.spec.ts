import { naturalKeyId } from './natural-key.js';

/** Ids already in parks' event stores: a faster hash must give the very same ones. */
describe('naturalKeyId', () => {
  it('given a kind and its natural key, then the id is the one imports have always derived (v5, SHA-1)', () => {
    expect(naturalKeyId('bill-water', ['c0a80101-0000-4000-8000-000000000001', '2025.10', 'A栋301'])).toBe(
      'f1bd75b5-0046-5833-921c-ae0329fe93ef',
    );
    expect(naturalKeyId('bill-rent', ['ZD-2025-0001'])).toBe('0faf73ca-4331-5370-9d09-840d1990ba8b');
    expect(naturalKeyId('bill-rent', [' zd-2025-0001 '])).toBe('0faf73ca-4331-5370-9d09-840d1990ba8b');
  });
});
