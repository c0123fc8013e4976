import {
  CASH_CLOSE_METHODS,
  type CashCloseRecord,
  type DayFigures,
  type MethodFigure,
  type MonthCloseRow,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  paiseToRupees,
  type StaffFigure,
  toPaise,
} from "@gym/contracts";
import type { CashExpenses, CloseRow, DayTotals, MethodCell } from "./repository.ts";

const figure = (method: PaymentMethod, count: number, paise: number): MethodFigure => ({
  method,
  label: PAYMENT_METHOD_LABELS[method],
  count,
  total: paiseToRupees(paise),
});

/** Every method the product knows, in its order; "Other" only when the day has some. */
function methodLines(cells: MethodCell[]): MethodFigure[] {
  return CASH_CLOSE_METHODS.flatMap((method) => {
    const cell = cells.find((c) => c.method === method);
    if (!cell && method === "OTHER") return [];
    return [figure(method, cell?.count ?? 0, cell ? toPaise(cell.total) : 0)];
  });
}

/** The day's figures from SQL's sums: by method, per staff member, cash expenses and the expected cash. */
export function toDayFigures(cells: MethodCell[], expenses: CashExpenses): DayFigures {
  const whole = cells.filter((c) => !c.by_staff);
  const staffCells = cells.filter((c) => c.by_staff);
  const keys = [...new Map(staffCells.map((c) => [`${c.user_id ?? ""}:${c.name}`, c])).values()];
  const by_staff: StaffFigure[] = keys.map((k) => {
    const own = staffCells.filter((c) => c.user_id === k.user_id && c.name === k.name);
    const methods = own.map((c) => figure(c.method as PaymentMethod, c.count, toPaise(c.total)));
    const cash = own.find((c) => c.method === "CASH");
    return {
      user_id: k.user_id,
      name: k.name,
      methods,
      total: paiseToRupees(own.reduce((s, c) => s + toPaise(c.total), 0)),
      cash: paiseToRupees(cash ? toPaise(cash.total) : 0),
    };
  });
  const receiptsPaise = whole.reduce((s, c) => s + toPaise(c.total), 0);
  const cashPaise = toPaise(whole.find((c) => c.method === "CASH")?.total ?? "0");
  const expensesPaise = toPaise(expenses.total);
  return {
    by_method: methodLines(whole),
    by_staff,
    receipts_total: paiseToRupees(receiptsPaise),
    receipts_count: whole.reduce((s, c) => s + c.count, 0),
    cash_receipts: paiseToRupees(cashPaise),
    cash_expenses: paiseToRupees(expensesPaise),
    cash_expenses_count: expenses.count,
    expected_cash: paiseToRupees(cashPaise - expensesPaise),
  };
}

/** Whether the day's money now differs from what the close counted. */
export function changedSince(close: DayFigures, now: DayTotals): boolean {
  return (
    toPaise(close.receipts_total) !== toPaise(now.receipts_total) ||
    close.receipts_count !== now.receipts_count ||
    toPaise(close.cash_receipts) !== toPaise(now.cash_receipts) ||
    toPaise(close.cash_expenses) !== toPaise(now.cash_expenses) ||
    close.cash_expenses_count !== now.cash_expenses_count
  );
}

const expectedOf = (t: DayTotals) => paiseToRupees(toPaise(t.cash_receipts) - toPaise(t.cash_expenses));

export function toCashClose(row: CloseRow, now: DayTotals): CashCloseRecord {
  const figures = row.figures as DayFigures;
  return {
    id: row.id,
    date: row.close_date,
    expected_cash: paiseToRupees(toPaise(row.expected_cash)),
    counted_cash: paiseToRupees(toPaise(row.counted_cash)),
    difference: paiseToRupees(toPaise(row.difference)),
    note: row.note,
    closed_by: row.closed_by_name,
    closed_by_id: row.closed_by_id,
    closed_at: row.closed_at.toISOString(),
    figures,
    changed_after_close: changedSince(figures, now),
    expected_cash_now: expectedOf(now),
  };
}

export function toMonthClose(row: CloseRow, now: DayTotals | undefined): MonthCloseRow {
  return {
    date: row.close_date,
    expected_cash: paiseToRupees(toPaise(row.expected_cash)),
    counted_cash: paiseToRupees(toPaise(row.counted_cash)),
    difference: paiseToRupees(toPaise(row.difference)),
    closed_by: row.closed_by_name,
    note: row.note,
    closed_at: row.closed_at.toISOString(),
    changed_after_close: now ? changedSince(row.figures as DayFigures, now) : false,
  };
}

/** DayFigures → the five figures "changed after close" compares. */
export function totalsOf(f: DayFigures): DayTotals {
  return {
    receipts_total: String(f.receipts_total),
    receipts_count: f.receipts_count,
    cash_receipts: String(f.cash_receipts),
    cash_expenses: String(f.cash_expenses),
    cash_expenses_count: f.cash_expenses_count,
  };
}
