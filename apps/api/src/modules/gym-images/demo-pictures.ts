import type { GymImageType } from "@gym/contracts";
import sharp, { type Sharp } from "sharp";
import { escapeXml } from "../../lib/escape-xml.ts";

const WIDTH = 960;
const HEIGHT = 640;

/** Simple line-art motifs per image type, drawn in white over the gradient. */
const MOTIFS: Record<GymImageType, string> = {
  FACILITY: `<g fill="none" stroke="#fff" stroke-width="10" opacity="0.85">
      <rect x="330" y="150" width="300" height="230" rx="12"/>
      <path d="M300 160 L480 70 L660 160"/>
      <rect x="450" y="280" width="60" height="100"/>
      <rect x="365" y="200" width="55" height="45"/><rect x="540" y="200" width="55" height="45"/></g>`,
  EQUIPMENT: `<g fill="#fff" opacity="0.9">
      <rect x="330" y="245" width="300" height="26" rx="13"/>
      <rect x="290" y="175" width="44" height="166" rx="10"/><rect x="250" y="200" width="40" height="116" rx="10"/>
      <rect x="626" y="175" width="44" height="166" rx="10"/><rect x="670" y="200" width="40" height="116" rx="10"/></g>`,
  CLASS: `<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.88">
      <circle cx="480" cy="130" r="38"/>
      <path d="M480 170 L480 300 M480 210 L380 160 M480 210 L580 160 M480 300 L400 390 M480 300 L560 390"/></g>`,
  GALLERY: `<g fill="none" stroke="#fff" stroke-width="10" opacity="0.88">
      <rect x="330" y="150" width="300" height="210" rx="26"/>
      <circle cx="480" cy="255" r="62"/><rect x="380" y="118" width="80" height="34" rx="8"/></g>`,
  EVENT: `<g fill="#fff" opacity="0.9">
      <path d="M480 80 L512 178 L615 178 L532 238 L563 336 L480 276 L397 336 L428 238 L345 178 L448 178 Z"/>
      <circle cx="300" cy="120" r="12"/><circle cx="660" cy="110" r="10"/><circle cx="250" cy="300" r="9"/>
      <circle cx="700" cy="300" r="13"/><circle cx="620" cy="380" r="8"/><circle cx="330" cy="390" r="10"/></g>`,
};

/** A pleasant gradient picture with a motif and a label, made offline (no network, no stock photos). */
export function demoPicture(label: string, type: GymImageType, colors: [string, string]): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.2" cy="0.15" r="0.8">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <circle cx="${WIDTH - 90}" cy="${HEIGHT - 60}" r="220" fill="#fff" opacity="0.07"/>
  <circle cx="70" cy="${HEIGHT - 40}" r="140" fill="#000" opacity="0.06"/>
  ${MOTIFS[type]}
  <rect x="0" y="${HEIGHT - 170}" width="${WIDTH}" height="170" fill="#000" opacity="0.22"/>
  <text x="${WIDTH / 2}" y="${HEIGHT - 75}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="64" font-weight="bold" fill="#fff">${escapeXml(label)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true });
}
