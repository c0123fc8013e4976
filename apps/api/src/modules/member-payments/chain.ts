import { type ChainBill, nextBills, paiseToText, planCharge, referenceNumber, toPaise } from "@gym/contracts";
import type { ChainRow } from "./chain-repository.ts";
import type { NewBillRow } from "./payments/repository.ts";

/**
 * The admission fee (paise, with GST as the plan says) that the member's next bill adds: the plan's, when
 * that bill is the member's first (the joining grant, nothing billed or paid yet; decision 0290 §5), else 0.
 */
export function firstBillAdmission(
  row: Pick<ChainRow, "chain_end" | "joining_date" | "admission_fee" | "gst_included" | "gst_rate">,
): number {
  const first = row.chain_end === null || row.chain_end < row.joining_date;
  if (!first || row.admission_fee === null) return 0;
  return toPaise(
    planCharge(row.admission_fee, row.gst_included ?? true, row.gst_rate === null ? null : Number(row.gst_rate)),
  );
}

/**
 * The member's next bills as rows to write (decision 0240 §3, §4): the chain's rules are the contracts'
 * (`nextBills`); this only names them for the repository. `amounts` is one amount per bill. A member on a
 * catalogue plan (decision 0290) has its term, and their first bill (the joining grant) adds its admission fee.
 */
export function chainBills(row: ChainRow, amounts: string[], notes = ""): (NewBillRow & { bill: ChainBill })[] {
  const facts = {
    joining_date: row.joining_date,
    renewal_date: row.renewal_date,
    chain_end: row.chain_end,
    term_days: row.term_days ?? undefined,
  };
  const admission = firstBillAdmission(row);
  return nextBills(facts, row.latest_month, amounts.length).map((bill, i) => ({
    bill,
    member_id: row.member_id,
    month: bill.month,
    due_date: bill.due_date,
    amount_due: i === 0 && admission > 0 ? paiseToText(toPaise(amounts[i]!) + admission) : amounts[i]!,
    reference: referenceNumber(row.member_id, bill.month),
    notes,
    period_from: bill.period.from,
    period_to: bill.period.to,
  }));
}
