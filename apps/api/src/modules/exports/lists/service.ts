import type { Readable } from "node:stream";
import {
  type ExportFormat,
  INVOICES_EXPORT_HEADER,
  type InvoicesExportQuery,
  MEMBERS_EXPORT_HEADER,
  type MembersExportQuery,
  PAYMENT_METHOD_LABELS,
  PAYMENTS_EXPORT_HEADER,
  type PaymentMethod,
  type PaymentsExportQuery,
  TRANSACTION_TYPE_LABELS,
  TRANSACTIONS_EXPORT_HEADER,
  type TransactionsExportQuery,
  XLSX_MAX_ROWS,
  xlsxTooManyRows,
} from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toExpenseTransaction } from "../../expenses/transactions/present.ts";
import { transactionsRepository } from "../../expenses/transactions/repository.ts";
import { toInvoice } from "../../member-payments/invoices/present.ts";
import { invoicesRepository } from "../../member-payments/invoices/repository.ts";
import { listMemberPayments } from "../../member-payments/payments/service.ts";
import { toMember } from "../../members/present.ts";
import { membersRepository } from "../../members/repository.ts";
import { type Cell, csvStream, xlsxWorkbook } from "../files.ts";

const BATCH = 1000;

/** One list's export: its columns, how many rows its filters match, and its rows a batch at a time. */
export interface ListExport {
  /** The file's first word and the sheet's name: "members", "Members". */
  name: string;
  sheet: string;
  header: readonly string[];
  count(): Promise<number>;
  /** The rows from `offset`, in the list's own order; fewer than `size` at the end. */
  batch(offset: number, size: number, numbers: boolean): Promise<Cell[][]>;
}

export interface ExportFile {
  filename: string;
  csv?: Readable;
  xlsx?: Buffer;
}

/**
 * A list as CSV (streamed batch by batch, any length) or XLSX (built whole, so refused with a clear
 * 400 past `XLSX_MAX_ROWS` before anything is written). Decision 0277.
 */
export async function exportList(ctx: AreaContext, format: ExportFormat, list: ListExport): Promise<ExportFile> {
  const filename = `${list.name}-${ctx.schema}-${ctx.today()}.${format}`;
  const numbers = format === "xlsx";
  async function* batches() {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await list.batch(offset, BATCH, numbers);
      yield rows;
      if (rows.length < BATCH) return;
    }
  }
  if (format === "csv") return { filename, csv: csvStream(list.header, batches) };
  const count = await list.count();
  if (count > XLSX_MAX_ROWS) throw badRequest(xlsxTooManyRows(count));
  const rows: Cell[][] = [[...list.header]];
  for await (const batch of batches()) rows.push(...batch);
  return { filename, xlsx: await xlsxWorkbook([{ name: list.sheet, rows }]) };
}

const money = (amount: number, numbers: boolean): Cell => (numbers ? amount : amount.toFixed(2));
const words = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const method = (m: string) => PAYMENT_METHOD_LABELS[m as PaymentMethod] ?? m;

/** The members list (part 1 §4) with its search and status, newest first as on the screen. */
export function membersList(ctx: AreaContext, q: MembersExportQuery): ListExport {
  const repo = membersRepository(ctx);
  const today = ctx.today();
  const filter = { today, search: q.search || undefined, status: q.status };
  return {
    name: "members",
    sheet: "Members",
    header: MEMBERS_EXPORT_HEADER,
    count: () => repo.count({ ...filter, limit: 0, offset: 0 }),
    async batch(offset, size) {
      const rows = await repo.page({ ...filter, limit: size, offset });
      return rows.map((row) => {
        const m = toMember(row, today);
        return [
          m.member_id,
          m.user.first_name,
          m.user.last_name,
          m.phone,
          m.user.email,
          m.gender,
          m.date_of_birth,
          m.joining_date,
          m.renewal_date,
          words(m.display_status),
          m.days_left_text,
          m.gstin ?? "",
          m.address,
          m.emergency_contact,
        ];
      });
    },
  };
}

/** The invoices list with its search and member, newest first. */
export function invoicesList(ctx: AreaContext, q: InvoicesExportQuery): ListExport {
  const repo = invoicesRepository(ctx);
  const filter = { search: q.search, member_id: q.member_id };
  return {
    name: "invoices",
    sheet: "Invoices",
    header: INVOICES_EXPORT_HEADER,
    count: async () => (await repo.invoices({ ...filter, limit: 0, offset: 0 }))[1],
    async batch(offset, size, numbers) {
      const [rows] = await repo.invoices({ ...filter, limit: size, offset });
      return rows.map((row) => {
        const inv = toInvoice(row);
        return [
          inv.invoice_number,
          inv.payment_date,
          inv.member_name,
          inv.member_phone,
          inv.membership_period,
          method(inv.payment_method),
          money(inv.amount, numbers),
          // The receipt keeps its number when voided (decision 0334): the file says so, and names the credit note.
          inv.voided ? `Voided on ${row.voided_on}: ${inv.void_reason ?? ""}` : "",
          inv.credit_note_number ?? "",
        ];
      });
    },
  };
}

/** The income and expenses list with its filters (dates, type, search, category, method, member). */
export function transactionsList(ctx: AreaContext, q: TransactionsExportQuery): ListExport {
  const repo = transactionsRepository(ctx);
  const { format: _f, schema_name: _s, token: _t, ...filter } = q;
  return {
    name: "income-and-expenses",
    sheet: "Income and expenses",
    header: TRANSACTIONS_EXPORT_HEADER,
    count: async () => (await repo.page(filter, 0, 0)).totals.count,
    async batch(offset, size, numbers) {
      const { rows } = await repo.page(filter, size, offset);
      return rows.map((row) => {
        const t = toExpenseTransaction(row);
        return [
          t.transaction_date,
          TRANSACTION_TYPE_LABELS[t.transaction_type],
          t.category_name,
          t.title,
          t.description,
          t.member_name ?? "",
          method(t.payment_method),
          t.reference_number,
          money(t.amount, numbers),
          t.notes,
        ];
      });
    },
  };
}

/**
 * The member payment history (part 2 §2) with its member, status, month and search, read through the
 * list's own service a batch at a time, so the file shows the same states and amounts as the screen.
 */
export function paymentsList(ctx: AreaContext, q: PaymentsExportQuery, gymName: string): ListExport {
  const { format: _f, ...filters } = q;
  const read = (page: number, size: number) => listMemberPayments(ctx, { ...filters, page, page_size: size }, gymName);
  return {
    name: "member-payments",
    sheet: "Member payments",
    header: PAYMENTS_EXPORT_HEADER,
    count: async () => (await read(1, 1)).count,
    async batch(offset, size, numbers) {
      const { payments } = await read(offset / size + 1, size);
      return payments.map((p) => [
        p.reference_number,
        p.member_name,
        p.membership_month_display,
        p.due_date,
        words(p.payment_status),
        money(p.amount_due, numbers),
        money(p.late_fee, numbers),
        money(p.amount_paid, numbers),
        money(p.remaining_amount, numbers),
        p.payment_method ? method(p.payment_method) : "",
        p.payment_date ?? "",
        p.notes,
      ]);
    },
  };
}
