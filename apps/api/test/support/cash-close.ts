import type { PaymentMethod } from "@gym/contracts";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { insertCategory } from "./expenses.ts";
import { membersWithPlan, PAYMENTS, withKey } from "./member-payments.ts";

export const dayPath = (date: string) => `/api/cash-close/days/${date}/`;
export const closePath = (date: string) => `/api/cash-close/days/${date}/close/`;
export const pdfPath = (date: string) => `/api/cash-close/days/${date}/pdf/`;
export const monthPath = (month: string) => `/api/cash-close/closes/?month=${month}`;

let keys = 0;

/** A receipt recorded by `as` through the API (a new member each, plan ₹5,000 so any amount fits). */
export async function collect(
  ctx: TestContext,
  owner: TestGym,
  as: TestGym,
  amount: string,
  method: PaymentMethod,
  date: string,
) {
  const [id] = await membersWithPlan(ctx, owner, ["5000"], { joining_date: "2026-10-01" });
  return call(ctx, withKey(as, `cash-close-${++keys}`), "POST", `${PAYMENTS}/create-by-member/`, {
    member_id: id,
    amount_paid: amount,
    payment_method: method,
    payment_date: date,
  });
}

/** An expense through the API. */
export async function spend(
  ctx: TestContext,
  owner: TestGym,
  as: TestGym,
  amount: string,
  method: PaymentMethod,
  date: string,
) {
  const category = await insertCategory(ctx, owner, { name: `Cash out ${++keys}` });
  return call(ctx, as, "POST", "/api/expenses/transactions/create/", {
    category,
    title: "Cleaning supplies",
    amount,
    payment_method: method,
    transaction_date: date,
  });
}
