import { CREDIT_NOTE_NOT_FOUND, INVALID_PAYMENT_ID, INVOICE_NOT_FOUND, toPaise } from "@gym/contracts";
import { notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { memberPaymentsRepository } from "../payments/repository.ts";
import { stateOf, toMemberPayment, upiPayee } from "../present.ts";
import { receivedMessageUrl } from "../reminders/service.ts";
import { creditNotePdf } from "./credit-note-pdf.ts";
import { duesSlipPdf } from "./dues-slip-pdf.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { toInvoice } from "./present.ts";
import { invoicesRepository } from "./repository.ts";

export async function listInvoices(
  ctx: AreaContext,
  q: { search?: string; member_id?: number; page: number; page_size: number },
  gymName: string,
) {
  const [[rows, count], settings] = await Promise.all([
    invoicesRepository(ctx).invoices({
      search: q.search,
      member_id: q.member_id,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    }),
    memberPaymentsRepository(ctx).settings(),
  ]);
  const invoices = rows.map((row) => {
    const inv = toInvoice(row);
    return { ...inv, whatsapp_url: receivedMessageUrl(inv, row.reference_number, gymName, settings) };
  });
  return { invoices, count };
}

/** "INV-26-27-0001.pdf"; numbers issued before decision 0221 carry INV already ("INV-2026-27-0001.pdf"). */
export const invoiceFileName = (number: string) =>
  `${number.startsWith("INV/") ? "" : "INV-"}${number.replaceAll("/", "-")}.pdf`;

/** One invoice's PDF and file name (its download, and a member's data export, decision 0309). */
export async function invoiceFile(ctx: AreaContext, id: number, gymName: string) {
  const [row, settings] = await Promise.all([
    invoicesRepository(ctx).invoice(id),
    memberPaymentsRepository(ctx).settings(),
  ]);
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return { pdf: await invoicePdf(row, gymName, settings, ctx.now()), filename: invoiceFileName(row.invoice_number) };
}

export async function downloadInvoice(ctx: AreaContext, id: number, gymName: string) {
  const { pdf, filename } = await invoiceFile(ctx, id, gymName);
  return { pdf_base64: pdf.toString("base64"), filename };
}

/** A voided tax invoice's credit note (decision 0334), "CN-26-27-0001.pdf"; 404 while it has none. */
export async function downloadCreditNote(ctx: AreaContext, id: number, gymName: string) {
  const [row, settings] = await Promise.all([
    invoicesRepository(ctx).invoice(id),
    memberPaymentsRepository(ctx).settings(),
  ]);
  if (!row?.credit_note_number) throw notFound(CREDIT_NOTE_NOT_FOUND);
  const pdf = await creditNotePdf(row, gymName, settings, ctx.now());
  return { pdf_base64: pdf.toString("base64"), filename: `${row.credit_note_number.replaceAll("/", "-")}.pdf` };
}

/** The one-page dues slip of an unpaid record, with the UPI QR of what is owed. */
export async function duesSlip(ctx: AreaContext, paymentId: number, gymName: string) {
  const rs = memberPaymentsRepository(ctx);
  const [row, settings] = await Promise.all([rs.find(paymentId), rs.settings()]);
  if (!row) throw notFound(INVALID_PAYMENT_ID);
  const today = ctx.today();
  const s = stateOf(row, today);
  const p = toMemberPayment(row, today, upiPayee(settings, gymName));
  const member = await rs.member(row.member_id, today);
  const pdf = await duesSlipPdf(
    {
      memberName: row.member_name,
      memberCode: member?.member_id ?? "",
      month: row.membership_month,
      dueDate: row.due_date,
      amountDuePaise: toPaise(row.amount_due),
      lateFeePaise: s.lateFeePaise,
      remainingPaise: s.remainingPaise,
      reference: row.reference_number,
      upiLink: p.upi_link,
    },
    gymName,
    settings,
    ctx.now(),
  );
  return { pdf_base64: pdf.toString("base64"), filename: `dues-${row.reference_number}.pdf` };
}
