import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { png } from "./multipart.ts";

/**
 * A valid PNG of exactly `total` bytes: a small real picture with a tEXt chunk of random printable
 * text inserted before IEND. It still decodes in full, so only its size can be refused.
 */
export async function pngOfSize(total: number): Promise<Buffer> {
  const base = await png({ r: 200, g: 30, b: 90 }, 16, 16);
  const iend = base.length - 12;
  const dataLength = total - base.length - 12;
  if (dataLength < 9) throw new Error(`cannot pad a ${base.length}-byte PNG to ${total} bytes`);
  const data = Buffer.alloc(dataLength);
  data.write("Comment\0", "latin1");
  const filler = randomBytes(dataLength - 8);
  for (let i = 0; i < filler.length; i++) data[8 + i] = 32 + (filler[i]! % 95);
  const type = Buffer.from("tEXt", "latin1");
  const header = Buffer.alloc(4);
  header.writeUInt32BE(dataLength);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const out = Buffer.concat([base.subarray(0, iend), header, type, data, crc, base.subarray(iend)]);
  if (out.length !== total) throw new Error("size mismatch");
  return out;
}

/** An MP4 "file" of exactly `total` bytes: an ftyp box (what content detection reads) and padding. */
export function mp4OfSize(total: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isommp41", "latin1"),
  ]);
  const out = Buffer.alloc(total);
  ftyp.copy(out);
  // A `free` box covering the rest, so the padding is still well-formed MP4.
  out.writeUInt32BE(total - ftyp.length, ftyp.length);
  out.write("free", ftyp.length + 4, "latin1");
  return out;
}
