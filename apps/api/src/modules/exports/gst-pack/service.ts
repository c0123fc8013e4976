import {
  CANCELLED_STATUS,
  GST_B2B_HEADER,
  GST_B2CS_HEADER,
  GST_CREDIT_NOTES_HEADER,
  GST_PACK_PERIOD_INVALID,
  GST_REGISTER_HEADER,
  GST_STATES,
  type GstPackQuery,
  type GstPackTable,
  type GstPeriod,
  gstPeriod,
  PAYMENT_RECEIPT_DOCUMENT,
  TAX_INVOICE_DOCUMENT,
  XLSX_MAX_ROWS,
  xlsxTooManyRows,
} from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { type Cell, csvStream, gstDate, type Sheet, xlsxWorkbook } from "../files.ts";
import {
  type B2csRow,
  type CreditNoteRow,
  gstPackRepository,
  type RegisterCursor,
  type RegisterRow,
} from "./repository.ts";

const BATCH = 2000;

/** "29-Karnataka", as GSTR-1 writes a place of supply (the gym's own state, decision 0222). */
export function placeOfSupplyCode(code: string): string {
  const name = GST_STATES[code];
  return name ? `${code}-${name}` : code;
}

const rate = (r: string | null) => (r === null ? null : Number(r));
/**
 * An amount: a number in the workbook, the exact text in a CSV. A negative net (B2CS after credit notes,
 * decision 0335) goes to the CSV as a number, since text starting with "-" is neutralised (decision 0091).
 */
const money = (text: string, asNumber: boolean): Cell => (asNumber || text.startsWith("-") ? Number(text) : text);

/**
 * A voided receipt keeps its row, number and amounts in the register of its own period (GST: a cancelled
 * invoice keeps its number), marked with the credit note that cancels it, whenever that was issued.
 */
export function registerStatus(r: Pick<RegisterRow, "voided_on" | "credit_note_number">): string {
  if (!r.voided_on) return "";
  const on = gstDate(r.voided_on);
  return r.credit_note_number
    ? `${CANCELLED_STATUS} by ${r.credit_note_number} on ${on}`
    : `${CANCELLED_STATUS} on ${on}`;
}

function registerCells(r: RegisterRow, numbers: boolean): Cell[] {
  const taxInvoice = r.supplier_gstin !== null;
  return [
    taxInvoice ? TAX_INVOICE_DOCUMENT : PAYMENT_RECEIPT_DOCUMENT,
    r.invoice_number,
    gstDate(r.invoice_date),
    r.member_code,
    r.member_name,
    taxInvoice ? (r.recipient_gstin ?? "") : "",
    taxInvoice ? placeOfSupplyCode(r.supplier_gstin!.slice(0, 2)) : "",
    taxInvoice ? (r.sac_code ?? "") : "",
    taxInvoice ? rate(r.gst_rate) : null,
    money(r.taxable, numbers),
    money(r.cgst, numbers),
    money(r.sgst, numbers),
    money(r.total, numbers),
    registerStatus(r),
  ];
}

function creditNoteCells(r: CreditNoteRow, numbers: boolean): Cell[] {
  return [
    r.credit_note_number,
    gstDate(r.credit_note_date),
    r.invoice_number,
    gstDate(r.invoice_date),
    r.member_code,
    r.member_name,
    r.recipient_gstin ?? "",
    placeOfSupplyCode(r.supplier_gstin.slice(0, 2)),
    rate(r.gst_rate),
    money(r.taxable, numbers),
    money(r.cgst, numbers),
    money(r.sgst, numbers),
    money(r.total, numbers),
    r.reason,
  ];
}

function b2bCells(r: RegisterRow, numbers: boolean): Cell[] {
  return [
    r.recipient_gstin,
    r.member_name,
    r.invoice_number,
    gstDate(r.invoice_date),
    money(r.total, numbers),
    placeOfSupplyCode(r.supplier_gstin!.slice(0, 2)),
    "N",
    "Regular B2B",
    rate(r.gst_rate),
    money(r.taxable, numbers),
    money(r.cgst, numbers),
    money(r.sgst, numbers),
    numbers ? 0 : "0.00",
    numbers ? 0 : "0.00",
  ];
}

function b2csCells(r: B2csRow, numbers: boolean): Cell[] {
  const zero = numbers ? 0 : "0.00";
  return [
    "OE",
    placeOfSupplyCode(r.state_code),
    rate(r.gst_rate),
    r.invoices,
    money(r.taxable, numbers),
    money(r.cgst, numbers),
    money(r.sgst, numbers),
    zero,
    zero,
    "",
  ];
}

/** The period asked for, or a 400 naming the two shapes. */
export function periodOf(q: GstPackQuery): GstPeriod {
  const period = gstPeriod(q.period);
  if (!period) throw badRequest(GST_PACK_PERIOD_INVALID);
  return period;
}

/** `gst-pack-demo_gym-2026-11.xlsx`, `gst-pack-demo_gym-2026-27-Q3-b2cs.csv`. */
export function packFileName(ctx: AreaContext, period: GstPeriod, format: "csv" | "xlsx", table: GstPackTable) {
  return `gst-pack-${ctx.schema}-${period.period}${format === "csv" ? `-${table}` : ""}.${format}`;
}

async function* creditNoteBatches(ctx: AreaContext, period: GstPeriod) {
  const repo = gstPackRepository(ctx);
  let cursor: RegisterCursor = { date: null, id: 0 };
  for (;;) {
    const rows = await repo.creditNotesBatch(period, cursor, BATCH);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    const last = rows.at(-1)!;
    cursor = { date: last.credit_note_date, id: last.id };
  }
}

async function* batches(ctx: AreaContext, period: GstPeriod, b2bOnly: boolean) {
  const repo = gstPackRepository(ctx);
  let cursor: RegisterCursor = { date: null, id: 0 };
  for (;;) {
    const rows = await repo.registerBatch(period, cursor, BATCH, b2bOnly);
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    const last = rows.at(-1)!;
    cursor = { date: last.invoice_date, id: last.id };
  }
}

/** One table of the pack as a streamed CSV (amounts exactly as stored, two decimals). */
export function gstPackCsv(ctx: AreaContext, period: GstPeriod, table: GstPackTable) {
  if (table === "b2cs") {
    return csvStream(GST_B2CS_HEADER, async function* () {
      yield (await gstPackRepository(ctx).b2cs(period)).map((r) => b2csCells(r, false));
    });
  }
  if (table === "credit-notes") {
    return csvStream(GST_CREDIT_NOTES_HEADER, async function* () {
      for await (const rows of creditNoteBatches(ctx, period)) yield rows.map((r) => creditNoteCells(r, false));
    });
  }
  const b2b = table === "b2b";
  return csvStream(b2b ? GST_B2B_HEADER : GST_REGISTER_HEADER, async function* () {
    for await (const rows of batches(ctx, period, b2b)) {
      yield rows.map((r) => (b2b ? b2bCells(r, false) : registerCells(r, false)));
    }
  });
}

/** The workbook: README (the gym, the period, the totals), Register, B2CS, B2B and Credit notes. */
export async function gstPackXlsx(ctx: AreaContext, period: GstPeriod, gymName: string): Promise<Buffer> {
  const repo = gstPackRepository(ctx);
  const [totals, b2cs, gstins, noteTotals] = await Promise.all([
    repo.totals(period),
    repo.b2cs(period),
    repo.supplierGstins(period),
    repo.creditNoteTotals(period),
  ]);
  const count = totals.reduce((n, t) => n + t.invoices, 0) + noteTotals.notes;
  if (count > XLSX_MAX_ROWS) throw badRequest(xlsxTooManyRows(count));
  const register: Cell[][] = [[...GST_REGISTER_HEADER]];
  const b2b: Cell[][] = [[...GST_B2B_HEADER]];
  for await (const rows of batches(ctx, period, false)) {
    for (const r of rows) {
      register.push(registerCells(r, true));
      if (r.supplier_gstin && r.recipient_gstin) b2b.push(b2bCells(r, true));
    }
  }
  const notes: Cell[][] = [[...GST_CREDIT_NOTES_HEADER]];
  for await (const rows of creditNoteBatches(ctx, period)) notes.push(...rows.map((r) => creditNoteCells(r, true)));
  const tax = totals.find((t) => t.tax_invoice);
  const plain = totals.find((t) => !t.tax_invoice);
  const readme: Cell[][] = [
    ["GST pack", `${gymName} (${ctx.schema})`],
    ["Period", `${period.label}: ${gstDate(period.from)} to ${gstDate(period.to)}`],
    ["Gym's GSTIN", gstins.length ? gstins.join(", ") : "None: the gym issued payment receipts, not tax invoices"],
    ["Prepared", `${gstDate(ctx.today())} from the dashboard's receipts (dated by their payment date)`],
    [],
    ["", "Documents", "Taxable value", "CGST", "SGST", "Total"],
    [
      "Tax invoices",
      tax?.invoices ?? 0,
      Number(tax?.taxable ?? 0),
      Number(tax?.cgst ?? 0),
      Number(tax?.sgst ?? 0),
      Number(tax?.total ?? 0),
    ],
    ["Payment receipts (no GST)", plain?.invoices ?? 0, Number(plain?.taxable ?? 0), 0, 0, Number(plain?.total ?? 0)],
    [
      "Credit notes issued",
      noteTotals.notes,
      Number(noteTotals.taxable),
      Number(noteTotals.cgst),
      Number(noteTotals.sgst),
      Number(noteTotals.total),
    ],
    [],
    ["Sheets"],
    [
      "Register",
      "Every receipt issued in the period: tax invoices and, when the gym had no GSTIN, payment receipts (no GST charged; not for GSTR-1). A voided receipt keeps its row and number, its Status naming the credit note that cancels it.",
    ],
    [
      "B2CS",
      "GSTR-1 table 7: tax invoices to members without a GSTIN, by place of supply and rate, net of the period's credit notes against such invoices. Intra-state: IGST and cess are 0.",
    ],
    ["B2B", "GSTR-1 table 4A: tax invoices to members who gave a GSTIN, one row each, as issued."],
    [
      "Credit notes",
      "Credit notes issued in the period for voided tax invoices (of this or an earlier period). Those with a recipient GSTIN are GSTR-1 table 9B (CDNR); the others are netted in B2CS.",
    ],
    [
      "Amounts",
      "Rupees, GST included in the total; taxable value = total × 100 / (100 + rate), CGST and SGST half the tax each.",
    ],
  ];
  return xlsxWorkbook([
    { name: "README", rows: readme, widths: [26, 40, 14, 12, 12, 14] },
    { name: "Register", rows: register, widths: [22, 16, 13, 12, 24, 17, 16, 8, 10, 13, 11, 11, 13, 36] },
    { name: "B2CS", rows: [[...GST_B2CS_HEADER], ...b2cs.map((r) => b2csCells(r, true))] },
    { name: "B2B", rows: b2b, widths: [17, 24, 16, 13, 13, 16, 9, 13, 8, 13, 11, 11, 8, 8] },
    { name: "Credit notes", rows: notes, widths: [16, 13, 16, 13, 12, 24, 17, 16, 10, 13, 11, 11, 13, 36] },
  ] satisfies Sheet[]);
}
