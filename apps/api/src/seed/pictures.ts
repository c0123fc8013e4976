import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Sharp } from "sharp";
import { escapeXml } from "../lib/escape-xml.ts";
import type { MediaOwner } from "../uploads/kept-files.ts";
import { loadSharp } from "../uploads/load-sharp.ts";

/**
 * The one picture generator for seeded data (demo gallery, member avatars, products, trainers,
 * posts, starter exercises): made offline with sharp from an SVG, no network and no stock photos.
 * A picture is a flat colour or a two-colour gradient, an optional white line-art motif, and a label
 * either in a dark band at the bottom or large in the centre (initials).
 */
export interface PictureSpec {
  /** The label; empty for none. */
  label: string;
  /** "band": a caption across the bottom; "center": large centred text (avatars, tiles). */
  labelStyle?: "band" | "center";
  /** A smaller second line under a centred label. */
  subtitle?: string;
  /** Label font size in px; by default a tenth of the height (band) or 40% of it (centre, 16% with a subtitle). */
  labelSize?: number;
  /** A centred label is word-wrapped to lines of about this many characters (three lines at most). */
  wrapAt?: number;
  /** One colour (#rrggbb) or a gradient from the first to the second. */
  colors: string | [string, string];
  /** SVG elements drawn over the background, in a viewBox of width × height. */
  motif?: string;
  width?: number;
  height?: number;
  format?: "jpeg" | "png";
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

function colourPair(colors: PictureSpec["colors"]): [string, string] {
  const [a, b] = typeof colors === "string" ? [colors, colors] : colors;
  const safe = (c: string) => (HEX.test(c) ? c : "#4A5568");
  return [safe(a), safe(b)];
}

/** Greedy word wrap into at most three lines, the third cut with an ellipsis. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(" ")
      .slice(0, width - 1)}…`,
  ];
}

function centredLabel(spec: PictureSpec, width: number, height: number): string {
  const size = spec.labelSize ?? Math.round(height * (spec.subtitle ? 0.16 : 0.4));
  const lines = spec.wrapAt ? wrapWords(spec.label, spec.wrapAt) : [spec.label];
  const first = height / 2 - ((lines.length - 1) * size * 1.2) / 2;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${Math.round(first + i * size * 1.2)}" dy="0.35em">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const subtitle = spec.subtitle
    ? `<text x="${width / 2}" y="${height - height / 8}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(height / 16)}" fill="#fff" fill-opacity="0.85">${escapeXml(spec.subtitle)}</text>`
    : "";
  return `<text text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#fff">${tspans}</text>${subtitle}`;
}

export function pictureSvg(spec: PictureSpec): string {
  const width = spec.width ?? 960;
  const height = spec.height ?? 640;
  const [from, to] = colourPair(spec.colors);
  const label = escapeXml(spec.label);
  const band = Math.round(height * 0.27);
  const text = !spec.label
    ? ""
    : (spec.labelStyle ?? "band") === "band"
      ? `<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="#000" opacity="0.22"/>
  <text x="${width / 2}" y="${height - band / 2.2}" text-anchor="middle" font-family="${FONT}" font-size="${spec.labelSize ?? Math.round(height / 10)}" font-weight="bold" fill="#fff">${label}</text>`
      : centredLabel(spec, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.2" cy="0.15" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <circle cx="${width * 0.9}" cy="${height * 0.9}" r="${height * 0.34}" fill="#fff" opacity="0.07"/>
  ${spec.motif ?? ""}
  ${text}
</svg>`;
}

/** The picture as a sharp pipeline (JPEG unless PNG is asked for); sharp loads with the first one. */
export async function drawPicture(spec: PictureSpec): Promise<Sharp> {
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(pictureSvg(spec)));
  return spec.format === "png" ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 82, mozjpeg: true });
}

/**
 * Draws a picture straight into a gym's media folder and returns the relative path the database
 * stores (like `keepFile` does for an upload).
 */
export async function savePicture(owner: MediaOwner, folder: string, spec: PictureSpec): Promise<string> {
  await mkdir(join(owner.uploadDir, owner.schema, folder), { recursive: true });
  const relative = `${owner.schema}/${folder}/${randomUUID()}.${spec.format === "png" ? "png" : "jpg"}`;
  await (await drawPicture(spec)).toFile(join(owner.uploadDir, relative));
  return relative;
}
