/**
 * Zip files written byte by byte, for tests of what the action accepts from an artifact: stored
 * or deflated entries, and headers that may state another uncompressed size than the data's
 * (a lying zip, a zip bomb). Runs under vitest and directly under `node` (type stripping).
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** A zip (stored entries, no compression) holding `files` under the names given, as written. */
export function storedZip(files: Record<string, string>): Buffer {
  return buildZip(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)])), false);
}

/**
 * A zip holding `files`, deflated when `deflate` (a run of zeros shrinks a thousandfold: a zip
 * bomb); `declared` overrides the uncompressed size its headers state (a lying zip).
 */
export function buildZip(files: Record<string, Buffer>, deflate: boolean, declared?: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of Object.entries(files)) {
    const data = deflate ? deflateRawSync(raw) : raw;
    const size = declared ?? raw.length;
    const fileName = Buffer.from(name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
