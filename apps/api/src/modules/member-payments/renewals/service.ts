import { paiseToRupees, type RenewalsResponse, type renewalsQuery, toPaise, type z } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { memberLinkUrls } from "../../member-page/link.ts";
import { dueMessage } from "../due-message.ts";
import { memberPaymentsRepository } from "../payments/repository.ts";
import { upiPayee } from "../present.ts";
import { renewalsRepository } from "./repository.ts";

/**
 * The renewals worklist (issue 26 §3, decision 0346): members whose next payment falls due from today to
 * `within` days on, the page's rows with a ready WhatsApp reminder, and the count and amount expected over
 * the whole window (SQL aggregates).
 */
export async function listRenewals(
  ctx: AreaContext,
  query: z.infer<typeof renewalsQuery>,
  gymName: string,
  origin: string | null,
): Promise<Omit<RenewalsResponse, "success">> {
  const today = ctx.today();
  const repo = renewalsRepository(ctx);
  const [rows, totals, settings] = await Promise.all([
    repo.page(today, query.within, query.page_size, (query.page - 1) * query.page_size),
    repo.totals(today, query.within),
    memberPaymentsRepository(ctx).settings(),
  ]);
  const memberLinks = await memberLinkUrls(
    ctx,
    rows.map((r) => r.member_id),
    origin,
  );
  const c = { settings, gymName, upi: upiPayee(settings, gymName), memberLinks };
  return {
    within: query.within,
    count: totals.count,
    total_expected: paiseToRupees(toPaise(totals.total)),
    results: rows.map((row) => {
      const { message, whatsapp_url, amountPaise } = dueMessage(row, "due_soon", c);
      return {
        member_id: row.member_id,
        member_name: row.member_name,
        phone: row.phone,
        plan_name: row.plan_name,
        renewal_date: row.renewal_date,
        due_date: row.due_date,
        days_until: row.days_until,
        amount_expected: paiseToRupees(amountPaise),
        payment_id: row.payment_id,
        excluded_from_reminders: row.excluded,
        message,
        whatsapp_url,
      };
    }),
  };
}
