import { monthName, toPaise } from "@gym/contracts";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { InvoiceRow, SettingsRow } from "./repository.ts";
import { indianRupees, rupeesInWords } from "./words.ts";

/** The standard PDF fonts have no ₹ glyph; "Rs." is what Indian receipts print without an embedded font. */
const rs = (paise: number) => `Rs. ${indianRupees(Math.round(paise / 100))}`;

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

function render(build: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: "Invoice" } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    build(doc);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, gymName: string, s: SettingsRow | null, title: string) {
  doc.font("Helvetica-Bold").fontSize(18).text(gymName);
  doc.font("Helvetica").fontSize(10);
  if (s?.gym_address) doc.text(s.gym_address);
  if (s?.gym_phone) doc.text(`Phone: ${s.gym_phone}`);
  if (s?.gstin) doc.text(`GSTIN: ${s.gstin}`);
  doc.moveDown().font("Helvetica-Bold").fontSize(14).text(title, { align: "center" }).moveDown(0.5);
  doc.font("Helvetica").fontSize(11);
}

function row(doc: PDFKit.PDFDocument, label: string, value: string) {
  const y = doc.y;
  doc.font("Helvetica-Bold").text(label, 50, y, { width: 180 });
  doc.font("Helvetica").text(value, 240, y, { width: 300 });
  doc.moveDown(0.3);
}

/** A tax invoice when the gym has a GSTIN, else a plain receipt (issue 10, deliverable 2). */
export function invoicePdf(inv: InvoiceRow, gymName: string, s: SettingsRow | null): Promise<Buffer> {
  const amountPaise = toPaise(inv.amount);
  const taxInvoice = Boolean(s?.gstin);
  return render((doc) => {
    header(doc, gymName, s, taxInvoice ? "TAX INVOICE" : "PAYMENT RECEIPT");
    row(doc, "Invoice number", inv.invoice_number);
    row(doc, "Date", inv.payment_date);
    row(doc, "Member", `${inv.member_name} (${inv.member_code})`);
    if (inv.member_phone) row(doc, "Phone", inv.member_phone);
    row(doc, "Period", `Membership for ${monthName(inv.membership_month)}`);
    row(doc, "Payment method", inv.payment_method);
    row(doc, "Reference", inv.reference_number);
    doc.moveDown();
    if (taxInvoice && s) {
      const rate = Number(s.gst_rate);
      const g = gstSplit(amountPaise, rate);
      row(doc, "SAC", s.sac_code);
      row(doc, "Taxable value", rs(g.taxablePaise));
      row(doc, `CGST @ ${rate / 2}%`, rs(g.cgstPaise));
      row(doc, `SGST @ ${rate / 2}%`, rs(g.sgstPaise));
    }
    row(doc, "Amount received", rs(amountPaise));
    row(doc, "Amount in words", `Rupees ${rupeesInWords(Math.round(amountPaise / 100))} Only`);
    doc.moveDown(2).fontSize(9).text("This is a computer-generated document.", 50, doc.y, { align: "center" });
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
  const qr = slip.upiLink ? await QRCode.toBuffer(slip.upiLink, { type: "png", width: 220, margin: 1 }) : null;
  return render((doc) => {
    header(doc, gymName, s, "PAYMENT DUE");
    row(doc, "Member", `${slip.memberName} (${slip.memberCode})`);
    row(doc, "Month", monthName(slip.month));
    row(doc, "Due date", slip.dueDate);
    row(doc, "Amount due", rs(slip.amountDuePaise));
    if (slip.lateFeePaise > 0) row(doc, "Late fee", rs(slip.lateFeePaise));
    row(doc, "Amount to pay", rs(slip.remainingPaise));
    row(doc, "Reference", slip.reference);
    if (qr && slip.upiLink) {
      doc.moveDown().text("Scan to pay with any UPI app:", 50);
      doc.image(qr, 50, doc.y + 5, { width: 180 });
    }
  });
}
