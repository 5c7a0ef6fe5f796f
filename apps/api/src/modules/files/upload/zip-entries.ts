import { open } from 'node:fs/promises';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record (22 bytes) may be followed by a comment of up to 65,535 bytes. */
const TAIL = 22 + 65_535;

/**
 * The entry names of a zip file, from its central directory (no entry is inflated), or null when
 * the bytes are not a readable zip. Word documents are zips whose content lives under `word/`:
 * file-type alone tells a docx only from the first entries, so any zip would pass for one.
 */
export async function zipEntryNames(path: string): Promise<string[] | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const tailStart = Math.max(0, size - TAIL);
    const tail = Buffer.alloc(size - tailStart);
    await handle.read(tail, 0, tail.length, tailStart);
    let end = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
        end = i;
        break;
      }
    }
    if (end < 0) return null;
    const count = tail.readUInt16LE(end + 10);
    const dirSize = tail.readUInt32LE(end + 12);
    const dirOffset = tail.readUInt32LE(end + 16);
    if (dirOffset + dirSize > size) return null;
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const names: string[] = [];
    let at = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
      const nameLength = dir.readUInt16LE(at + 28);
      const rest = nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
      if (at + 46 + rest > dir.length) return null;
      names.push(dir.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + rest;
    }
    return names;
  } finally {
    await handle.close();
  }
}
