import { type ChainBill, nextBills, referenceNumber } from "@gym/contracts";
import type { ChainRow } from "./chain-repository.ts";
import type { NewBillRow } from "./payments/repository.ts";

/**
 * The member's next bills as rows to write (decision 0240 §3, §4): the chain's rules are the contracts'
 * (`nextBills`); this only names them for the repository. `amounts` is one amount per bill.
 */
export function chainBills(row: ChainRow, amounts: string[], notes = ""): (NewBillRow & { bill: ChainBill })[] {
  const facts = { joining_date: row.joining_date, renewal_date: row.renewal_date, chain_end: row.chain_end };
  return nextBills(facts, row.latest_month, amounts.length).map((bill, i) => ({
    bill,
    member_id: row.member_id,
    month: bill.month,
    due_date: bill.due_date,
    amount_due: amounts[i]!,
    reference: referenceNumber(row.member_id, bill.month),
    notes,
    period_from: bill.period.from,
    period_to: bill.period.to,
  }));
}
