import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dayText, monthName, rupeesText, toPaise } from "@gym/contracts";
import type { InvoiceRow } from "./invoices-repository.ts";
import type { SettingsRow } from "./settings-repository.ts";
import { rupeesInWords } from "./words.ts";

/**
 * pdfkit, qrcode and the fonts load with the first PDF, not at start: pdfkit alone took ~160 ms of the
 * server's start, and most processes serve many requests before their first invoice
 * (docs/performance.md, "Start-up and memory"). The promise is kept, so they load once.
 * DejaVu Sans (the dejavu-fonts-ttf package) has the ₹ glyph the standard PDF fonts lack
 * (decision 0191); pdfkit subsets it into each document.
 */
let libraries: Promise<{
  PDFDocument: typeof import("pdfkit");
  QRCode: typeof import("qrcode");
  fonts: { regular: Buffer; bold: Buffer };
}> | null = null;
function pdfLibraries() {
  libraries ??= (async () => {
    const require = createRequire(import.meta.url);
    const [pdfkit, qrcode] = await Promise.all([import("pdfkit"), import("qrcode")]);
    return {
      PDFDocument: pdfkit.default,
      QRCode: qrcode.default,
      fonts: {
        regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
        bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
      },
    };
  })().catch((error: unknown) => {
    libraries = null;
    throw error;
  });
  return libraries;
}

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * Prices are inclusive of GST (decision 0186): taxable value = amount × 100 / (100 + rate), rounded
 * to the paisa; the tax is the rest, split evenly into CGST and SGST (the odd paisa to CGST).
 */
export function gstSplit(amountPaise: number, ratePercent: number): GstSplit {
  const basis = Math.round(ratePercent * 100);
  const taxable = Math.round((amountPaise * 10_000) / (10_000 + basis));
  const tax = amountPaise - taxable;
  const sgst = Math.floor(tax / 2);
  return { taxablePaise: taxable, cgstPaise: tax - sgst, sgstPaise: sgst };
}

type Doc = PDFKit.PDFDocument;
const LEFT = 50;
const WIDTH = 495;
const INK = "#1a1a1a";
const MUTED = "#555555";

async function render(title: string, build: (doc: Doc) => void): Promise<Buffer> {
  const { PDFDocument, fonts } = await pdfLibraries();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: LEFT, info: { Title: title } });
    doc.registerFont("Body", fonts.regular);
    doc.registerFont("Bold", fonts.bold);
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    build(doc);
    doc.end();
  });
}

function header(doc: Doc, gymName: string, s: SettingsRow | null, title: string) {
  doc.fillColor(INK).font("Bold").fontSize(18).text(gymName, LEFT, 50, { width: 300 });
  doc.font("Body").fontSize(9).fillColor(MUTED);
  if (s?.gym_address) doc.text(s.gym_address, { width: 300 });
  if (s?.gym_phone) doc.text(`Phone: ${s.gym_phone}`);
  if (s?.gstin) doc.text(`GSTIN: ${s.gstin}`);
  const bottom = doc.y;
  doc
    .fillColor(INK)
    .font("Bold")
    .fontSize(14)
    .text(title, LEFT + 300, 52, { width: WIDTH - 300, align: "right" });
  doc.y = Math.max(bottom, doc.y) + 12;
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(1)
    .strokeColor("#cccccc")
    .stroke();
  doc.y += 12;
}

/** Label/value pairs in two columns. */
function facts(doc: Doc, rows: [string, string][]) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Body").fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 150 });
    doc
      .font("Bold")
      .fillColor(INK)
      .text(value, LEFT + 150, y, { width: WIDTH - 150 });
    doc.moveDown(0.35);
  }
}

/** An amounts table: one line per row, the last in bold on a tinted band. */
function amounts(doc: Doc, rows: [string, string][]) {
  doc.y += 8;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    const y = doc.y;
    if (last) doc.rect(LEFT, y - 4, WIDTH, 22).fill("#f1f3f5");
    doc
      .font(last ? "Bold" : "Body")
      .fontSize(last ? 12 : 10)
      .fillColor(INK);
    doc.text(label, LEFT + 8, y, { width: 330 });
    doc.text(value, LEFT + 340, y, { width: WIDTH - 348, align: "right" });
    doc.y = y + (last ? 22 : 18);
  });
}

const rs = (paise: number) => rupeesText(paise);

/** A tax invoice when the gym has a GSTIN, else a plain receipt (issue 10, deliverable 2). */
export function invoicePdf(inv: InvoiceRow, gymName: string, s: SettingsRow | null): Promise<Buffer> {
  const amountPaise = toPaise(inv.amount);
  const taxInvoice = Boolean(s?.gstin);
  const title = taxInvoice ? "TAX INVOICE" : "PAYMENT RECEIPT";
  return render(`${title} ${inv.invoice_number}`, (doc) => {
    header(doc, gymName, s, title);
    facts(doc, [
      ["Invoice number", inv.invoice_number],
      ["Date", dayText(inv.payment_date)],
      ["Member", `${inv.member_name} (${inv.member_code})`],
      ...(inv.member_phone ? ([["Phone", inv.member_phone]] as [string, string][]) : []),
      ["Period", `Membership for ${monthName(inv.membership_month)}`],
      ["Payment method", inv.payment_method.replace("_", " ")],
      ["Reference", inv.reference_number],
      ...(taxInvoice && s
        ? ([
            ["SAC", s.sac_code],
            ["Place of supply", s.gym_state || "Gym premises"],
          ] as [string, string][])
        : []),
    ]);
    if (taxInvoice && s) {
      const rate = Number(s.gst_rate);
      const g = gstSplit(amountPaise, rate);
      amounts(doc, [
        ["Taxable value", rs(g.taxablePaise)],
        [`CGST @ ${rate / 2}%`, rs(g.cgstPaise)],
        [`SGST @ ${rate / 2}%`, rs(g.sgstPaise)],
        ["Total received (GST included)", rs(amountPaise)],
      ]);
    } else {
      amounts(doc, [["Amount received", rs(amountPaise)]]);
    }
    const paise = amountPaise % 100;
    const words = `Rupees ${rupeesInWords(Math.floor(amountPaise / 100))}${paise ? ` and ${rupeesInWords(paise)} Paise` : ""} Only`;
    doc.moveDown(0.8).font("Body").fontSize(10).fillColor(MUTED).text("Amount in words", LEFT);
    doc.font("Bold").fillColor(INK).text(words, LEFT, doc.y, { width: WIDTH });
    doc
      .moveDown(3)
      .font("Body")
      .fontSize(8)
      .fillColor(MUTED)
      .text("This is a computer-generated document and needs no signature.", LEFT, doc.y, {
        width: WIDTH,
        align: "center",
      });
  });
}

export interface DuesSlip {
  memberName: string;
  memberCode: string;
  month: string;
  dueDate: string;
  amountDuePaise: number;
  lateFeePaise: number;
  remainingPaise: number;
  reference: string;
  upiLink: string | null;
}

/** A one-page dues slip with the UPI QR of the exact amount owed (issue 10 ★3). */
export async function duesSlipPdf(slip: DuesSlip, gymName: string, s: SettingsRow | null): Promise<Buffer> {
  const { QRCode } = await pdfLibraries();
  const qr = slip.upiLink ? await QRCode.toBuffer(slip.upiLink, { type: "png", width: 260, margin: 1 }) : null;
  return render(`Payment due ${slip.reference}`, (doc) => {
    header(doc, gymName, s, "PAYMENT DUE");
    facts(doc, [
      ["Member", `${slip.memberName} (${slip.memberCode})`],
      ["Month", monthName(slip.month)],
      ["Due date", dayText(slip.dueDate)],
      ["Reference", slip.reference],
    ]);
    amounts(doc, [
      ["Membership fee", rs(slip.amountDuePaise)],
      ...(slip.lateFeePaise > 0 ? ([["Late fee", rs(slip.lateFeePaise)]] as [string, string][]) : []),
      ["Amount to pay now", rs(slip.remainingPaise)],
    ]);
    if (qr) {
      doc.moveDown(1).font("Bold").fontSize(11).fillColor(INK).text("Scan to pay with any UPI app", LEFT);
      doc.image(qr, LEFT, doc.y + 6, { width: 180 });
      doc.y += 196;
      doc
        .font("Body")
        .fontSize(9)
        .fillColor(MUTED)
        .text(`UPI ID: ${s?.upi_vpa ?? ""}`, LEFT);
    } else {
      doc.moveDown(1).font("Body").fontSize(10).fillColor(MUTED).text("Please pay at the gym's front desk.", LEFT);
    }
  });
}
