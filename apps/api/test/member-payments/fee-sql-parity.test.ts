import { addDaysTo, LATE_FEE_GRACE_DAYS, paiseToRupees, paymentState, toPaise } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { feeSql, statusSql } from "../../src/modules/member-payments/sql.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { membersWithPlan } from "../support/member-payments.ts";

/**
 * Issue 21 §4: the late fee and the status are one rule, written twice: `lateFeePaise`/`paymentState`
 * (contracts, for answers and receipts) and `feeSql`/`statusSql` (filters, the monthly view, the reports).
 * Both are evaluated here on the same records over the boundaries and must agree to the paisa.
 */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "fee_parity");
});
afterAll(() => ctx.close());

const MONTH = "2027-01-01";
const DUE = "2027-01-05";

/** amount due, paid, the fee stored (frozen by an earlier settling receipt), cancelled. */
const RECORDS: [string, string, string, boolean][] = [
  ["1000.00", "0.00", "0.00", false], // 5%: ₹50
  ["3999.90", "0.00", "0.00", false], // ₹199.995 rounds half up to ₹200.00
  ["4000.00", "0.00", "0.00", false], // exactly at the cap
  ["4000.01", "0.00", "0.00", false], // over it: ₹200
  ["10000.00", "0.00", "0.00", false], // far over: ₹200
  ["1234.50", "500.00", "0.00", false], // partial before the fee
  ["1000.00", "1000.00", "0.00", false], // paid in full before the fee: frozen at 0
  ["1000.00", "1050.00", "50.00", false], // paid late with its fee: frozen at 50
  ["1000.00", "1000.00", "50.00", false], // a receipt froze a fee, not covered yet: still owes it
  ["1000.00", "0.00", "0.00", true], // cancelled
];

const DAYS = [
  addDaysTo(DUE, -1),
  DUE,
  addDaysTo(DUE, 1),
  addDaysTo(DUE, LATE_FEE_GRACE_DAYS), // the 12th: no fee yet
  addDaysTo(DUE, LATE_FEE_GRACE_DAYS + 1), // the 13th: the fee
  "2027-02-28",
];

describe("feeSql/statusSql agree with paymentState", () => {
  it("on every record and every boundary day", async () => {
    const members = await membersWithPlan(
      ctx,
      gym,
      RECORDS.map(() => "1000"),
    );
    const payments = qualified(gym.schema, "member_payments");
    const ids: number[] = [];
    for (const [i, [due, paid, fee, cancelled]] of RECORDS.entries()) {
      const { rows } = await ctx.db.pool.query(
        `INSERT INTO ${payments} (member_id, membership_month, amount_due, amount_paid, late_fee, cancelled, due_date, reference_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [members[i], MONTH, due, paid, fee, cancelled, DUE, `PARITY${i}`],
      );
      ids.push(rows[0].id);
    }
    for (const day of DAYS) {
      const { rows } = await ctx.db.pool.query(
        `SELECT p.id, (${feeSql("p", "$1")})::text AS fee, ${statusSql("p", feeSql("p", "$1"), "$1")} AS status
           FROM ${payments} p WHERE p.id = ANY($2::int[]) ORDER BY p.id`,
        [day, ids],
      );
      const fromSql = rows.map((r) => ({ fee: paiseToRupees(toPaise(r.fee)), status: r.status }));
      const fromRule = RECORDS.map(([due, paid, fee, cancelled]) => {
        const s = paymentState(
          {
            amountDuePaise: toPaise(due),
            amountPaidPaise: toPaise(paid),
            storedLateFeePaise: toPaise(fee),
            dueDate: DUE,
            cancelled,
          },
          day,
        );
        return { fee: paiseToRupees(s.lateFeePaise), status: s.status };
      });
      expect(fromSql, day).toEqual(fromRule);
    }
    // The boundaries themselves, so a change to one side cannot make both wrong together.
    const on = async (day: string, i: number) =>
      (
        await ctx.db.pool.query(`SELECT (${feeSql("p", "$1")})::text AS fee FROM ${payments} p WHERE p.id = $2`, [
          day,
          ids[i],
        ])
      ).rows[0].fee;
    expect(await on("2027-01-12", 0)).toBe("0.00");
    expect(await on("2027-01-13", 0)).toBe("50.00");
    expect(await on("2027-01-13", 1)).toBe("200.00");
    expect(await on("2027-01-13", 3)).toBe("200.00");
    expect(await on("2027-01-13", 5)).toBe("61.73");
    expect(await on("2027-01-13", 6)).toBe("0.00");
  });
});
