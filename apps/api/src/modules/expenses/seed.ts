import { addMonthsTo, type PaymentMethod, type TransactionType } from "@gym/contracts";
import type { Seeder } from "../../seed/seeder.ts";
import { membersRepository } from "../members/repository.ts";
import { categoriesRepository } from "./categories/repository.ts";
import { postDueRecurringExpenses } from "./recurring/posting.ts";
import { recurringRepository } from "./recurring/repository.ts";
import { DEMO_CATEGORIES, DEMO_MONTHLY, DEMO_ONE_OFF, DEMO_RECURRING } from "./seed-data.ts";
import { type TransactionWrite, transactionsRepository } from "./transactions/repository.ts";

/** Deterministic "randomness", so every demo gym looks the same. */
function wobble(seed: number, spread: number): number {
  const x = Math.sin(seed * 9301 + 49297) * 233280;
  return 1 + ((x - Math.floor(x)) * 2 - 1) * (spread / 100);
}

const dayOf = (month: string, day: number) => `${month.slice(0, 7)}-${String(Math.min(day, 28)).padStart(2, "0")}`;

/**
 * Issue 9 ¶6: every category type, six months of bills and takings up to today, and three recurring
 * expenses whose history the recurring job posts itself (so the seed also exercises it).
 */
export const expensesDemoSeeder: Seeder = {
  name: "expenses",
  async run(ctx) {
    const today = ctx.today();
    const categories = categoriesRepository(ctx);
    const ids = new Map<string, number>();
    for (const c of DEMO_CATEGORIES) ids.set(c.name, await categories.create({ ...c }));
    const id = (name: string) => ids.get(name)!;

    const members = await membersRepository(ctx).first(12, true);
    const rows: TransactionWrite[] = [];
    const push = (
      row: Omit<TransactionWrite, "description" | "notes" | "reference_number" | "member_id"> &
        Partial<TransactionWrite>,
    ) => {
      if (row.transaction_date <= today)
        rows.push({ description: "", notes: "", reference_number: "", member_id: null, ...row });
    };
    for (let back = 5; back >= 0; back--) {
      const month = addMonthsTo(`${today.slice(0, 7)}-01`, -back);
      DEMO_MONTHLY.forEach((item, i) => {
        if (item.every && back % item.every !== 0) return;
        const amount = Math.round(item.amount * wobble(back * 31 + i, item.spread));
        const member = item.withMember ? members[(back * 3 + i) % Math.max(1, members.length)] : undefined;
        push({
          category_id: id(item.category),
          title: item.title,
          amount: String(amount),
          transaction_type: (item.income ? "INCOME" : "EXPENSE") as TransactionType,
          payment_method: item.method,
          transaction_date: dayOf(month, item.day),
          member_id: member?.id ?? null,
        });
      });
    }
    for (const o of DEMO_ONE_OFF) {
      push({
        category_id: id(o.category),
        title: o.title,
        amount: o.amount,
        transaction_type: "EXPENSE",
        payment_method: o.method as PaymentMethod,
        transaction_date: dayOf(addMonthsTo(`${today.slice(0, 7)}-01`, -o.monthsAgo), o.day),
        reference_number: o.reference ?? "",
      });
    }
    await transactionsRepository(ctx).createMany(rows);

    const recurring = recurringRepository(ctx);
    for (const r of DEMO_RECURRING) {
      const start = dayOf(addMonthsTo(`${today.slice(0, 7)}-01`, -r.startMonthsAgo), r.day);
      await recurring.create({
        category_id: id(r.category),
        name: r.name,
        description: r.description,
        amount: r.amount,
        frequency: r.frequency,
        payment_method: r.payment_method,
        start_date: start,
        end_date: null,
        next_due_date: start,
        auto_generate: true,
        is_active: true,
      });
    }
    await postDueRecurringExpenses(ctx);
  },
};
