import { type Invoice, monthName, type PaymentMethod, paiseToRupees, toPaise } from "@gym/contracts";
import type { InvoiceRow } from "./repository.ts";

export function toInvoice(row: InvoiceRow): Omit<Invoice, "whatsapp_url"> {
  return {
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    payment_id: row.payment_id,
    member_name: row.member_name,
    member_phone: row.member_phone,
    amount: paiseToRupees(toPaise(row.amount)),
    membership_period: monthName(row.membership_month),
    payment_method: row.payment_method as PaymentMethod,
    payment_date: row.payment_date,
    voided: row.voided_at !== null,
    void_reason: row.void_reason,
    credit_note_number: row.credit_note_number,
  };
}
