import { dayText, monthName, PAYMENT_METHOD_LABELS, type PaymentMethod, rupeesText, toPaise } from "@gym/contracts";
import type { SettingsRow } from "../settings/repository.ts";
import { amountInWords, gstSplit, percentText, placeOfSupply } from "./gst.ts";
import {
  amounts,
  BAND,
  type Doc,
  facts,
  INK,
  LEFT,
  letterhead,
  MUTED,
  RIGHT,
  render,
  rule,
  WIDTH,
} from "./pdf-document.ts";
import type { InvoiceRow } from "./repository.ts";

/** The right-hand column (the document's own facts) starts here; the left holds who paid. */
const SPLIT = LEFT + 250;
/** The totals under the table, wide enough for "Total (GST included)" on one line. */
const TOTALS = LEFT + 200;

/**
 * A receipt's document (decision 0222): a TAX INVOICE with Rule 46's fields when the gym had a GSTIN
 * when it was issued, else a PAYMENT RECEIPT. The tax figures are the ones frozen on the receipt,
 * so a document downloaded again reads as it was issued.
 */
export function invoicePdf(inv: InvoiceRow, gymName: string, s: SettingsRow | null, createdAt: Date): Promise<Buffer> {
  return inv.supplier_gstin
    ? taxInvoice(inv, inv.supplier_gstin, gymName, s, createdAt)
    : paymentReceipt(inv, gymName, s, createdAt);
}

function taxInvoice(inv: InvoiceRow, gstin: string, gymName: string, s: SettingsRow | null, createdAt: Date) {
  const amountPaise = toPaise(inv.amount);
  const rate = Number(inv.gst_rate ?? 0);
  const g = gstSplit(amountPaise, rate);
  const half = percentText(rate / 2);
  return render(`Tax invoice ${inv.invoice_number}`, createdAt, (doc) => {
    letterhead(doc, {
      gymName,
      lines: [s?.gym_address ?? "", s?.gym_phone ? `Phone: ${s.gym_phone}` : ""],
      gstin,
      title: "TAX INVOICE",
      subtitle: "Original for recipient",
    });
    cancelled(doc, inv);
    twoColumns(doc, "Billed to", recipient(inv, true), [
      ["Invoice no.", inv.invoice_number],
      ["Invoice date", dayText(inv.payment_date)],
      ["Place of supply", placeOfSupply(gstin, s?.gym_state ?? "")],
      ["Reverse charge", "No"],
    ]);
    itemTable(
      doc,
      ["Description", "SAC", "Taxable value"],
      [serviceLine(inv), inv.sac_code ?? "", rupeesText(g.taxablePaise)],
    );
    amounts(
      doc,
      [
        ...discountLines(inv),
        [`CGST @ ${half}%`, rupeesText(g.cgstPaise)],
        [`SGST @ ${half}%`, rupeesText(g.sgstPaise)],
        ["Total (GST included)", rupeesText(amountPaise)],
      ],
      TOTALS,
      RIGHT - TOTALS,
    );
    closing(doc, inv, amountPaise);
    signature(doc, gymName);
  });
}

function paymentReceipt(inv: InvoiceRow, gymName: string, s: SettingsRow | null, createdAt: Date) {
  const amountPaise = toPaise(inv.amount);
  return render(`Payment receipt ${inv.invoice_number}`, createdAt, (doc) => {
    letterhead(doc, {
      gymName,
      lines: [s?.gym_address ?? "", s?.gym_phone ? `Phone: ${s.gym_phone}` : ""],
      title: "PAYMENT RECEIPT",
    });
    cancelled(doc, inv);
    twoColumns(doc, "Received from", recipient(inv, false), [
      ["Receipt no.", inv.invoice_number],
      ["Date", dayText(inv.payment_date)],
    ]);
    itemTable(doc, ["Description", "", "Amount"], [serviceLine(inv), "", rupeesText(amountPaise)]);
    amounts(doc, [...discountLines(inv), ["Amount received", rupeesText(amountPaise)]], TOTALS, RIGHT - TOTALS);
    closing(doc, inv, amountPaise);
    doc
      .moveDown(3)
      .font("Body")
      .fontSize(8)
      .fillColor(MUTED)
      .text("This is a computer-generated receipt and needs no signature.", LEFT, doc.y, {
        width: WIDTH,
        align: "center",
      });
  });
}

/**
 * A voided receipt (decision 0334) keeps its number and reads CANCELLED across the page under the letterhead,
 * in a red box with the day it was voided, the reason and the credit note's number when it has one.
 */
function cancelled(doc: Doc, inv: InvoiceRow) {
  if (inv.voided_at === null) return;
  const top = doc.y;
  const note = inv.credit_note_number ? ` Credit note ${inv.credit_note_number}.` : "";
  doc
    .font("Bold")
    .fontSize(20)
    .fillColor(CANCELLED_RED)
    .text("CANCELLED", LEFT + 12, top + 8, { width: WIDTH - 24 });
  doc
    .font("Body")
    .fontSize(9)
    .fillColor(INK)
    .text(`Voided on ${dayText(inv.voided_on ?? "")}. Reason: ${inv.void_reason ?? ""}.${note}`, LEFT + 12, doc.y + 2, {
      width: WIDTH - 24,
    });
  const bottom = doc.y + 8;
  doc
    .rect(LEFT, top, WIDTH, bottom - top)
    .lineWidth(2)
    .strokeColor(CANCELLED_RED)
    .stroke();
  doc.y = bottom + 14;
}

/** The CANCELLED stamp's red (5.9:1 on white). */
const CANCELLED_RED = "#b3261e";

/** A reason longer than this is cut (with "...") so its line fits beside the amount. */
const REASON_SHOWN = 20;

/**
 * The bill's discount (decision 0293, in part replacing 0291 §5), above the totals: the bill's amount before
 * the discount, "Discount (reason)" and the amount after it. None without a discount.
 */
function discountLines(inv: InvoiceRow): [string, string][] {
  if (inv.discount_amount === null || inv.amount_before_discount === null) return [];
  const reason = inv.discount_reason ?? "";
  const shown = reason.length > REASON_SHOWN ? `${reason.slice(0, REASON_SHOWN - 3).trimEnd()}...` : reason;
  const before = toPaise(inv.amount_before_discount);
  const off = toPaise(inv.discount_amount);
  return [
    ["Bill amount", rupeesText(before)],
    [shown ? `Discount (${shown})` : "Discount", rupeesText(-off)],
    ["Bill after discount", rupeesText(before - off)],
  ];
}

export const serviceLine = (inv: InvoiceRow) => `Gym membership for ${monthName(inv.membership_month)}`;

/** Who paid: name, member code, phone, address, and (on a tax invoice) the recipient's GSTIN. */
export function recipient(inv: InvoiceRow, taxInvoice: boolean): { text: string; bold?: boolean }[] {
  return [
    { text: inv.member_name, bold: true },
    { text: `Member ${inv.member_code}` },
    ...(inv.member_phone ? [{ text: `Phone: ${inv.member_phone}` }] : []),
    ...(inv.member_address ? [{ text: inv.member_address }] : []),
    ...(taxInvoice && inv.recipient_gstin ? [{ text: `GSTIN: ${inv.recipient_gstin}`, bold: true }] : []),
  ];
}

/** Who paid on the left under a small heading, the document's facts on the right, side by side. */
export function twoColumns(
  doc: Doc,
  heading: string,
  left: { text: string; bold?: boolean }[],
  right: [string, string][],
) {
  const top = doc.y;
  doc.font("Body").fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), LEFT, top, { width: 240 });
  doc.moveDown(0.3);
  for (const line of left)
    doc
      .font(line.bold ? "Bold" : "Body")
      .fontSize(line.bold ? 11 : 10)
      .fillColor(INK)
      .text(line.text, LEFT, doc.y, { width: 240 });
  const leftBottom = doc.y;
  doc.y = top;
  facts(doc, right, SPLIT, RIGHT - SPLIT, 95);
  doc.y = Math.max(leftBottom, doc.y) + 16;
}

/** A one-line table: a tinted header band, the line, a rule. Columns: description, code, amount. */
export function itemTable(doc: Doc, head: [string, string, string], cells: [string, string, string]) {
  const cols = [
    { x: LEFT + 8, width: 300, align: "left" as const },
    { x: LEFT + 320, width: 70, align: "left" as const },
    { x: RIGHT - 150, width: 142, align: "right" as const },
  ];
  const top = doc.y;
  doc.rect(LEFT, top, WIDTH, 20).fill(BAND);
  doc.font("Bold").fontSize(9).fillColor(INK);
  head.forEach((h, i) => {
    doc.text(h, cols[i]!.x, top + 6, { width: cols[i]!.width, align: cols[i]!.align });
  });
  const y = top + 28;
  doc.font("Body").fontSize(10).fillColor(INK);
  let bottom = y;
  cells.forEach((c, i) => {
    doc.text(c, cols[i]!.x, y, { width: cols[i]!.width, align: cols[i]!.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 6;
  rule(doc, 0);
}

/** The amount in words, and how and when the money came. */
function closing(doc: Doc, inv: InvoiceRow, amountPaise: number) {
  doc.y += 14;
  doc.font("Body").fontSize(9).fillColor(MUTED).text("Amount in words", LEFT, doc.y, { width: WIDTH });
  doc.font("Bold").fontSize(10).fillColor(INK).text(amountInWords(amountPaise), LEFT, doc.y, { width: WIDTH });
  const method = PAYMENT_METHOD_LABELS[inv.payment_method as PaymentMethod] ?? inv.payment_method;
  doc
    .moveDown(0.8)
    .font("Body")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Paid by ${method} on ${dayText(inv.payment_date)}. Payment reference ${inv.reference_number}.`,
      LEFT,
      doc.y,
      {
        width: WIDTH,
      },
    );
}

/** Rule 46(q): the signature of the supplier or its authorised representative, bottom right. */
export function signature(doc: Doc, gymName: string) {
  const x = RIGHT - 280;
  const top = doc.y + 36;
  doc.font("Bold").fontSize(10).fillColor(INK).text(`For ${gymName}`, x, top, { width: 280, align: "right" });
  const line = doc.y + 44;
  doc
    .moveTo(RIGHT - 180, line)
    .lineTo(RIGHT, line)
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke();
  doc
    .font("Body")
    .fontSize(9)
    .fillColor(MUTED)
    .text("Authorised Signatory", x, line + 6, { width: 280, align: "right" });
}
