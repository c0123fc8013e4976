import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { expect } from "vitest";
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

/** What a polyglot carries after its picture: a page that runs script if a browser renders the file as HTML. */
export const HTML_PAGE = "<!doctype html><html><body><script>alert(document.domain)</script></body></html>";

/** A valid picture with an HTML page appended (issue 21 §5e): it decodes as the picture alone. */
export const followedByHtml = (picture: Buffer) => Buffer.concat([picture, Buffer.from(HTML_PAGE, "latin1")]);

/** The stored file holds no trace of the page, anywhere in its bytes. */
export function expectNoHtml(path: string): void {
  const text = readFileSync(path).toString("latin1").toLowerCase();
  for (const marker of ["<html", "<script", "<body", "doctype"]) expect(text, path).not.toContain(marker);
}

/** A small real JPEG; `orientation` writes that EXIF tag (6: shown turned a quarter clockwise). */
export function jpeg(width = 40, height = 30, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** An animated GIF of three 32 x 24 frames with the given delays (ms), looping forever. */
export async function animatedGif(delays = [100, 200, 300]): Promise<Buffer> {
  const frames = await Promise.all(
    delays.map((_, i) =>
      sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 60 * i, g: 90, b: 160 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: delays, loop: 0 })
    .toBuffer();
}

/**
 * A JPEG of random pixels saved at a low quality: small for its pixels, so re-encoded at the server's
 * quality it grows (by about 1.7 times), which is how a stored image could outgrow its route's limit.
 */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 20 })
    .toBuffer();
}
