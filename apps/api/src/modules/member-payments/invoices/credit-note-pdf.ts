import { dayText, rupeesText, toPaise } from "@gym/contracts";
import type { SettingsRow } from "../settings/repository.ts";
import { amountInWords, gstSplit, percentText, placeOfSupply } from "./gst.ts";
import { itemTable, recipient, serviceLine, signature, twoColumns } from "./invoice-pdf.ts";
import { amounts, INK, LEFT, letterhead, MUTED, RIGHT, render, WIDTH } from "./pdf-document.ts";
import type { InvoiceRow } from "./repository.ts";

/** The totals under the table, as on the invoice. */
const TOTALS = LEFT + 200;

/**
 * The credit note of a voided tax invoice (decision 0334; Rule 53 of the CGST Rules), in the invoice's look:
 * its own number and date, the original invoice's number and date, the amounts reversed with the CGST/SGST
 * split frozen on the invoice, and the reason. Only for a void of a receipt that was a tax invoice.
 */
export function creditNotePdf(inv: InvoiceRow, gymName: string, s: SettingsRow | null, createdAt: Date) {
  const gstin = inv.supplier_gstin ?? "";
  const number = inv.credit_note_number ?? "";
  const amountPaise = toPaise(inv.amount);
  const rate = Number(inv.gst_rate ?? 0);
  const g = gstSplit(amountPaise, rate);
  const half = percentText(rate / 2);
  return render(`Credit note ${number}`, createdAt, (doc) => {
    letterhead(doc, {
      gymName,
      lines: [s?.gym_address ?? "", s?.gym_phone ? `Phone: ${s.gym_phone}` : ""],
      gstin,
      title: "CREDIT NOTE",
      subtitle: "Original for recipient",
    });
    twoColumns(doc, "Issued to", recipient(inv, true), [
      ["Credit note no.", number],
      ["Credit note date", dayText(inv.voided_on ?? "")],
      ["Against invoice", inv.invoice_number],
      ["Invoice date", dayText(inv.payment_date)],
      ["Place of supply", placeOfSupply(gstin, s?.gym_state ?? "")],
    ]);
    itemTable(
      doc,
      ["Description", "SAC", "Taxable value reversed"],
      [`Cancellation: ${serviceLine(inv)}`, inv.sac_code ?? "", rupeesText(g.taxablePaise)],
    );
    amounts(
      doc,
      [
        [`CGST @ ${half}%`, rupeesText(g.cgstPaise)],
        [`SGST @ ${half}%`, rupeesText(g.sgstPaise)],
        ["Total reversed (GST included)", rupeesText(amountPaise)],
      ],
      TOTALS,
      RIGHT - TOTALS,
    );
    doc.y += 14;
    doc.font("Body").fontSize(9).fillColor(MUTED).text("Amount in words", LEFT, doc.y, { width: WIDTH });
    doc.font("Bold").fontSize(10).fillColor(INK).text(amountInWords(amountPaise), LEFT, doc.y, { width: WIDTH });
    doc.moveDown(0.8).font("Body").fontSize(9).fillColor(MUTED).text("Reason", LEFT, doc.y, { width: WIDTH });
    doc
      .font("Body")
      .fontSize(10)
      .fillColor(INK)
      .text(inv.void_reason ?? "", LEFT, doc.y, { width: WIDTH });
    doc
      .moveDown(0.8)
      .font("Body")
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Invoice ${inv.invoice_number} is cancelled and keeps its number.`, LEFT, doc.y, { width: WIDTH });
    signature(doc, gymName);
  });
}
