import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dayText, formatCardCode } from "@gym/contracts";

/**
 * pdfkit, qrcode and the font load with the first card, not at start (docs/performance.md, "Start-up and
 * memory"; test/platform/lazy-modules.test.ts). The promise is kept, so they load once.
 */
let libraries: Promise<{ PDFDocument: typeof import("pdfkit"); QRCode: typeof import("qrcode"); font: Buffer }> | null =
  null;
function cardLibraries() {
  libraries ??= (async () => {
    const require = createRequire(import.meta.url);
    const [pdfkit, qrcode] = await Promise.all([import("pdfkit"), import("qrcode")]);
    const font = readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"));
    return { PDFDocument: pdfkit.default, QRCode: qrcode.default, font };
  })().catch((error: unknown) => {
    libraries = null;
    throw error;
  });
  return libraries;
}

export interface CardFace {
  gymName: string;
  memberName: string;
  memberCode: string;
  code: string;
  issuedOn: string;
}

const INK = "#1a1a1a";
const MUTED = "#555555";
/** A6 (105 × 148 mm): prints on any printer, cut to a pocket card, and reads well on a phone. */
const PAGE: [number, number] = [298, 420];

/** The member card (issue 24 §1): the gym, the member, the QR of the card's code and the code in words. */
export async function memberCardPdf(face: CardFace, createdAt: Date): Promise<Buffer> {
  const { PDFDocument, QRCode, font } = await cardLibraries();
  const qr = await QRCode.toBuffer(face.code, { type: "png", width: 600, margin: 2, errorCorrectionLevel: "M" });
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: PAGE,
      margin: 24,
      info: { Title: `Member card ${face.memberCode}`, CreationDate: createdAt },
    });
    doc.registerFont("Bold", font);
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const width = PAGE[0] - 48;
    doc.font("Bold").fillColor(INK).fontSize(15).text(face.gymName, 24, 26, { width, align: "center" });
    doc.fontSize(9).fillColor(MUTED).text("MEMBER CARD", { width, align: "center" });
    doc.image(qr, 49, 74, { width: 200 });
    doc.fontSize(14).fillColor(INK).text(face.memberName, 24, 284, { width, align: "center" });
    doc.fontSize(11).fillColor(MUTED).text(face.memberCode, { width, align: "center" });
    doc.moveDown(0.6).fontSize(12).fillColor(INK).text(formatCardCode(face.code), { width, align: "center" });
    doc
      .moveDown(0.4)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Show this at the front desk. Issued ${dayText(face.issuedOn)}.`, { width, align: "center" });
    doc.end();
  });
}
