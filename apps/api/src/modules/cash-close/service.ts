import {
  CASH_CLOSE_FUTURE_DAY,
  CASH_CLOSE_FUTURE_DAY_READ,
  CASH_CLOSE_NOTE_REQUIRED,
  type CashCloseDay,
  type CashClosesResponse,
  type CloseDayBody,
  cashCloseExists,
  daysInMonth,
  paiseToRupees,
  paiseToText,
  toPaise,
} from "@gym/contracts";
import type { Actor } from "../../auth/actor.ts";
import { badRequest, conflict } from "../../lib/http-errors.ts";
import type { AreaContext } from "../context.ts";
import { memberPaymentsRepository } from "../member-payments/payments/repository.ts";
import { cashClosePdf } from "./close-pdf.ts";
import { toCashClose, toDayFigures, toMonthClose, totalsOf } from "./present.ts";
import { cashCloseRepository, type Tx } from "./repository.ts";

/** `{date}` of the path: a day, or `today` (the gym's calendar day, decision 0009). */
export const dayOf = (ctx: AreaContext, date: string) => (date === "today" ? ctx.today() : date);

async function figuresOf(ctx: AreaContext, date: string, tx?: Tx) {
  const repo = cashCloseRepository(ctx);
  const [cells, expenses] = await Promise.all([repo.methodCells(date, tx), repo.cashExpenses(date, tx)]);
  return toDayFigures(cells, expenses);
}

/** The day's money and its close (decision 0326): 400 for a day that has not come yet. */
export async function cashCloseDay(ctx: AreaContext, date: string): Promise<CashCloseDay> {
  const day = dayOf(ctx, date);
  const today = ctx.today();
  if (day > today) throw badRequest(CASH_CLOSE_FUTURE_DAY_READ, { date: [CASH_CLOSE_FUTURE_DAY_READ] });
  const [figures, close] = await Promise.all([figuresOf(ctx, day), cashCloseRepository(ctx).find(day)]);
  return { date: day, is_today: day === today, figures, close: close ? toCashClose(close, totalsOf(figures)) : null };
}

/**
 * Closes the day once (decisions 0326, 0328): under the day's exclusive advisory lock (receipts and expenses
 * of that day take it shared, day-lock.ts), so the figures frozen are every write committed before it; a
 * second close, at once or later, is a 409. A difference needs a note.
 */
export async function closeDay(ctx: AreaContext, actor: Actor, date: string, body: CloseDayBody) {
  const day = dayOf(ctx, date);
  if (day > ctx.today()) throw badRequest(CASH_CLOSE_FUTURE_DAY, { date: [CASH_CLOSE_FUTURE_DAY] });
  const note = body.note ?? "";
  await ctx.db.$transaction(async (tx) => {
    const repo = cashCloseRepository(ctx);
    await repo.lockDay(tx, day, false);
    if (await repo.find(day, tx)) throw conflict(cashCloseExists(day));
    const figures = await figuresOf(ctx, day, tx);
    const expected = toPaise(figures.expected_cash);
    const difference = toPaise(body.counted_cash) - expected;
    if (difference !== 0 && !note) throw badRequest(CASH_CLOSE_NOTE_REQUIRED, { note: [CASH_CLOSE_NOTE_REQUIRED] });
    const written = await repo.insert(tx, {
      date: day,
      expected: paiseToText(expected),
      counted: body.counted_cash,
      difference: paiseToText(difference),
      note,
      figures,
      closedById: actor.userId,
      closedByName: actor.username,
    });
    if (!written) throw conflict(cashCloseExists(day));
  });
  return cashCloseDay(ctx, day);
}

/** The month's closes by day with their totals (decision 0329), and whether a day changed after its close. */
export async function monthCloses(ctx: AreaContext, month: string): Promise<Omit<CashClosesResponse, "success">> {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const from = `${month}-01`;
  const to = `${month}-${String(daysInMonth(year, m)).padStart(2, "0")}`;
  const repo = cashCloseRepository(ctx);
  const { rows, totals } = await repo.month(from, to);
  const now = await repo.totalsNow(rows.map((r) => r.close_date));
  return {
    month,
    closes: rows.map((r) => toMonthClose(r, now.get(r.close_date))),
    totals: {
      days_closed: totals.days_closed,
      expected_cash: paiseToRupees(toPaise(totals.expected_cash)),
      counted_cash: paiseToRupees(toPaise(totals.counted_cash)),
      difference: paiseToRupees(toPaise(totals.difference)),
      days_short: totals.days_short,
      days_over: totals.days_over,
    },
  };
}

/** The day on one page (decision 0329): "cash-close-2026-12-13.pdf". */
export async function cashCloseFile(ctx: AreaContext, date: string, gymName: string) {
  const day = await cashCloseDay(ctx, date);
  const settings = await memberPaymentsRepository(ctx).settings();
  return {
    pdf: await cashClosePdf(day, gymName, settings, ctx.now(), ctx.timeZone),
    filename: `cash-close-${day.date}.pdf`,
  };
}
