// Draws the dashboard's icons from public/favicon.svg (issue 7 §9: no favicon 404; an icon and a theme
// colour for the phone home screen): favicon.ico (32 px, for pages that name no icon), apple-touch-icon.png
// (180 px, iOS), icon-192.png and icon-512.png (manifest.webmanifest, Android) and a maskable 512 px icon
// with the safe-zone margin Android crops to. Run once after changing the SVG, then commit the files:
//   node apps/web/scripts/make-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), "../public");
const svg = readFileSync(join(PUBLIC, "favicon.svg"));
const BRAND = "#1864ab";

const png = (size) =>
  sharp(svg, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A full-bleed square for launchers that cut their own shape: the drawing inside the central 80%. */
async function maskable(size) {
  const inner = Math.round(size * 0.8);
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: await png(inner), gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding one PNG image (every browser since IE 11 reads PNG inside ICO). */
function icoFromPng(image, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, image]);
}

// The touch icon is opaque: iOS fills transparency with black.
const touch = await sharp({ create: { width: 180, height: 180, channels: 4, background: BRAND } })
  .composite([{ input: await png(180) }])
  .png({ compressionLevel: 9 })
  .toBuffer();

writeFileSync(join(PUBLIC, "favicon.ico"), icoFromPng(await png(32), 32));
writeFileSync(join(PUBLIC, "apple-touch-icon.png"), touch);
writeFileSync(join(PUBLIC, "icon-192.png"), await png(192));
writeFileSync(join(PUBLIC, "icon-512.png"), await png(512));
writeFileSync(join(PUBLIC, "icon-maskable-512.png"), await maskable(512));
process.stdout.write("wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png\n");
