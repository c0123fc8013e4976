import { displayStatus, HEAT_MAP_DEFAULT_DAYS, VISITS_DEFAULT_DAYS } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { doorCheck } from "../check-in/door.ts";
import { doorFacts, owedMonths } from "../check-in/present.ts";
import { rangeOf } from "../visits/service.ts";
import { type Messaging, missedYouMessage, notPaidMessage, owedTotal, worklistMember } from "./present.ts";
import { reportsRepository, type WorklistRow } from "./repository.ts";

export async function visitsPerDay(ctx: AreaContext, q: { from?: string; to?: string }) {
  const { from, to } = rangeOf(ctx, q, VISITS_DEFAULT_DAYS);
  const days = await reportsRepository(ctx).visitsPerDay(from, to);
  return { from, to, total: days.reduce((n, d) => n + d.visits, 0), days };
}

export async function heatMap(ctx: AreaContext, q: { from?: string; to?: string }) {
  const { from, to } = rangeOf(ctx, q, HEAT_MAP_DEFAULT_DAYS);
  const cells = await reportsRepository(ctx).heatMap(from, to);
  return { from, to, total: cells.reduce((n, c) => n + c.visits, 0), cells };
}

async function messaging(ctx: AreaContext, gymName: string): Promise<Messaging> {
  const s = await reportsRepository(ctx).paymentSettings();
  return {
    gymName,
    timeZone: ctx.timeZone,
    today: ctx.today(),
    overdueTemplate: s?.template_overdue ?? "",
    upi: s?.upi_vpa ? { vpa: s.upi_vpa, name: s.upi_payee_name || gymName } : null,
  };
}

interface Page {
  page: number;
  page_size: number;
}

const pageOf = (ctx: AreaContext, q: Page) => ({
  today: ctx.today(),
  timeZone: ctx.timeZone,
  limit: q.page_size,
  offset: (q.page - 1) * q.page_size,
});

const counted = async (ctx: AreaContext, rows: WorklistRow[]) => ({
  days: rows[0]?.days ?? (await reportsRepository(ctx).windowDays()),
  count: rows[0]?.total ?? 0,
});

/** 'Paying but not attending' (issue 24 §3), each with a 'we have missed you' WhatsApp link. */
export async function notAttending(ctx: AreaContext, q: Page, gymName: string) {
  const [rows, m] = await Promise.all([reportsRepository(ctx).notAttending(pageOf(ctx, q)), messaging(ctx, gymName)]);
  return {
    ...(await counted(ctx, rows)),
    members: rows.map((row) => worklistMember(row, m, missedYouMessage(row, m))),
  };
}

/** 'Attending but not paid', with the door check's words for why and the overdue reminder's link. */
export async function notPaying(ctx: AreaContext, q: Page, gymName: string) {
  const [rows, m] = await Promise.all([reportsRepository(ctx).notPaying(pageOf(ctx, q)), messaging(ctx, gymName)]);
  return {
    ...(await counted(ctx, rows)),
    members: rows.map((row) => {
      const owed = owedMonths(row.owed, m.today);
      const expired = displayStatus(row.status, row.renewal_date, m.today) === "EXPIRED";
      // The door's words for why (any month owed counts here: grace lets a member in, it does not pay).
      const door = doorCheck(doorFacts(row, owed, m.today, 0));
      return {
        ...worklistMember(row, m, notPaidMessage(row, owed, m, expired)),
        visits: row.visits,
        reason: door.reasons.join("; "),
        amount_due: owedTotal(owed),
      };
    }),
  };
}
