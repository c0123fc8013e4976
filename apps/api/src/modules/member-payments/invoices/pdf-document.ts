import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "fontkit";

/**
 * pdfkit, qrcode and the fonts load with the first PDF, not at start: pdfkit alone took ~160 ms of the
 * server's start, and most processes serve many requests before their first invoice
 * (docs/performance.md, "Start-up and memory"). The promise is kept, so they load once.
 * DejaVu Sans (the dejavu-fonts-ttf package) has the ₹ glyph the standard PDF fonts lack
 * (decision 0191); pdfkit subsets it into each document.
 *
 * The fonts are parsed once per process (decision 0394): given the file's bytes, pdfkit parses the 740 KB
 * font's tables again for every document, which was most of an invoice's CPU. A parsed font is only read
 * by a document (each keeps its own subset, widths and layout cache), so documents share it.
 */
let libraries: Promise<{
  PDFDocument: typeof import("pdfkit");
  QRCode: typeof import("qrcode");
  fonts: { regular: Font; bold: Font };
}> | null = null;
export function pdfLibraries() {
  libraries ??= (async () => {
    const require = createRequire(import.meta.url);
    const [pdfkit, qrcode, fontkit] = await Promise.all([import("pdfkit"), import("qrcode"), import("fontkit")]);
    const font = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    return {
      PDFDocument: pdfkit.default,
      QRCode: qrcode.default,
      fonts: { regular: font("DejaVuSans.ttf"), bold: font("DejaVuSans-Bold.ttf") },
    };
  })().catch((error: unknown) => {
    libraries = null;
    throw error;
  });
  return libraries;
}

export type Doc = PDFKit.PDFDocument;
export const LEFT = 50;
export const WIDTH = 495;
export const RIGHT = LEFT + WIDTH;
export const INK = "#1a1a1a";
export const MUTED = "#555555";
export const LINE = "#cccccc";
export const BAND = "#f1f3f5";

/**
 * One A4 page with the two DejaVu faces registered as "Body" and "Bold". `createdAt` is the product's
 * clock (decision 0196): pdfkit would otherwise stamp the machine's.
 */
export async function render(title: string, createdAt: Date, build: (doc: Doc) => void): Promise<Buffer> {
  const { PDFDocument, fonts } = await pdfLibraries();
  return new Promise((resolve, reject) => {
    // No starting font: pdfkit's default, Helvetica, would be read from its metrics file for every document
    // (decision 0394), and no text of ours is set in it. Body is set before anything is written.
    const doc = new PDFDocument({
      size: "A4",
      margin: LEFT,
      info: { Title: title, CreationDate: createdAt },
      font: null as unknown as string,
    });
    // pdfkit's types name files and buffers only; it takes a parsed font as well (by its `layout` method).
    doc.registerFont("Body", fonts.regular as unknown as Buffer);
    doc.registerFont("Bold", fonts.bold as unknown as Buffer);
    doc.font("Body");
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    build(doc);
    doc.end();
  });
}

/** A thin rule across the page at the current line, then some space. */
export function rule(doc: Doc, gap = 12) {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.75).strokeColor(LINE).stroke();
  doc.y += gap;
}

export interface Letterhead {
  gymName: string;
  /** Address, phone...: one muted line each, blank ones left out. */
  lines: string[];
  /** The gym's GSTIN: on a tax invoice a field the reader looks for, so in ink and bold. */
  gstin?: string | null;
  title: string;
  /** A small line under the title ("Original for recipient"). */
  subtitle?: string;
}

/** The gym's name and details on the left, the document's title on the right, a rule below. */
export function letterhead(doc: Doc, h: Letterhead) {
  doc.fillColor(INK).font("Bold").fontSize(18).text(h.gymName, LEFT, 50, { width: 330 });
  // The name's descenders (g, y, _) sit low in its line: a little air before the small lines under it.
  doc.y += 3;
  doc.font("Body").fontSize(9).fillColor(MUTED);
  for (const line of h.lines.filter(Boolean)) doc.text(line, LEFT, doc.y, { width: 330 });
  if (h.gstin)
    doc
      .font("Bold")
      .fillColor(INK)
      .text(`GSTIN: ${h.gstin}`, LEFT, doc.y + 2, { width: 330 });
  const bottom = doc.y;
  doc
    .fillColor(INK)
    .font("Bold")
    .fontSize(14)
    .text(h.title, LEFT + 340, 52, { width: WIDTH - 340, align: "right" });
  if (h.subtitle)
    doc
      .font("Body")
      .fontSize(8)
      .fillColor(MUTED)
      .text(h.subtitle, LEFT + 340, doc.y + 2, { width: WIDTH - 340, align: "right" });
  doc.y = Math.max(bottom, doc.y) + 12;
  rule(doc);
}

/** Label/value pairs: the muted label beside its bold value, in a column `width` wide from `x`. */
export function facts(doc: Doc, rows: [string, string][], x = LEFT, width = WIDTH, labelWidth = 150) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Body").fontSize(10).fillColor(MUTED).text(label, x, y, { width: labelWidth });
    doc
      .font("Bold")
      .fillColor(INK)
      .text(value, x + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.35);
  }
}

/** An amounts table: one line per row, the last in bold on a tinted band. */
export function amounts(doc: Doc, rows: [string, string][], x = LEFT, width = WIDTH) {
  doc.y += 8;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    const y = doc.y;
    if (last) doc.rect(x, y - 4, width, 22).fill(BAND);
    doc
      .font(last ? "Bold" : "Body")
      .fontSize(last ? 12 : 10)
      .fillColor(INK);
    doc.text(label, x + 8, y, { width: width - 126 });
    doc.text(value, x + width - 118, y, { width: 110, align: "right" });
    doc.y = y + (last ? 22 : 18);
  });
}
