import {
  RATE_DUPLICATE,
  RATE_LOCKED_FIELDS,
  RATE_NOT_FOUND,
  TRAINER_INACTIVE,
  TRAINER_NOT_FOUND,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { CREATE_RATE, countRows, makeTrainer, RATES, ratePath } from "../support/trainers.ts";

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "trn_rate");
});
afterAll(() => ctx.close());

const create = (body: Record<string, unknown>) => call(ctx, gym, "POST", CREATE_RATE, body);

describe("POST /api/trainers/rates/create/", () => {
  it("creates a rate with the defaults: rate type month, currency INR", async () => {
    const t = await makeTrainer(ctx, gym, { name: "Default Rates" });
    const res = await create({ trainer_id: t.id, amount: 2500.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rate).toMatchObject({
      trainer: t.id,
      trainer_name: "Default Rates",
      rate_type: "month",
      amount: "2500.50",
      currency: "INR",
      is_active: true,
    });
  });

  it("takes every rate type of part 2 §9, and `trainer` as the id's alias", async () => {
    const t = await makeTrainer(ctx, gym);
    for (const rate_type of ["hour", "day", "month", "3month", "6month"]) {
      const res = await create({ trainer: t.id, rate_type, amount: "0", currency: "inr" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rate).toMatchObject({ rate_type, amount: "0.00", currency: "INR" });
    }
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ["a negative amount", { amount: "-1" }, "amount"],
    ["three decimals", { amount: "10.005" }, "amount"],
    ["no amount", { amount: "" }, "amount"],
    ["a 4-character currency", { amount: "1", currency: "RUPE" }, "currency"],
    ["an unknown rate type", { amount: "1", rate_type: "week" }, "rate_type"],
  ];
  for (const [what, body, field] of refused) {
    it(`refuses ${what} with a ${field} field error`, async () => {
      const t = await makeTrainer(ctx, gym);
      const before = await countRows(ctx, gym, "trainer_rates");
      const res = await create({ trainer_id: t.id, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()[field]).toEqual([expect.any(String)]);
      expect(await countRows(ctx, gym, "trainer_rates")).toBe(before);
    });
  }

  it("only active trainers get rates; a missing trainer is a trainer_id error", async () => {
    const t = await makeTrainer(ctx, gym, { is_active: false });
    const inactive = await create({ trainer_id: t.id, amount: "100" });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toMatchObject({ error: TRAINER_INACTIVE, trainer_id: [TRAINER_INACTIVE] });
    const missing = await create({ trainer_id: 999999, amount: "100" });
    expect(missing.json()).toMatchObject({ error: TRAINER_NOT_FOUND, trainer_id: [TRAINER_NOT_FOUND] });
  });

  it("one rate per trainer and type: the second is a non_field_errors refusal, also when racing", async () => {
    const t = await makeTrainer(ctx, gym);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => create({ trainer_id: t.id, rate_type: "day", amount: "300" })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toMatchObject({ error: RATE_DUPLICATE, non_field_errors: [RATE_DUPLICATE] });
  });
});

describe("rate update, status, delete and list", () => {
  it("PUT changes amount and currency; trainer and rate type are locked", async () => {
    const t = await makeTrainer(ctx, gym);
    const other = await makeTrainer(ctx, gym);
    const rate = (await create({ trainer_id: t.id, rate_type: "hour", amount: "400" })).json().rate;
    const ok = await call(ctx, gym, "PUT", ratePath(rate.id, "update"), {
      trainer_id: t.id,
      rate_type: "hour",
      amount: "450.25",
      currency: "INR",
    });
    expect(ok.json().rate).toMatchObject({ id: rate.id, amount: "450.25", rate_type: "hour", trainer: t.id });
    for (const locked of [{ trainer_id: other.id }, { rate_type: "day" }]) {
      const res = await call(ctx, gym, "PUT", ratePath(rate.id, "update"), { amount: "1", ...locked });
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors).toEqual([RATE_LOCKED_FIELDS]);
    }
  });

  it("PATCH toggles is_active; DELETE removes; 404 after", async () => {
    const t = await makeTrainer(ctx, gym);
    const rate = (await create({ trainer_id: t.id, amount: "900" })).json().rate;
    const off = await call(ctx, gym, "PATCH", ratePath(rate.id, "update"), { is_active: false });
    expect(off.json().rate.is_active).toBe(false);
    const del = await call(ctx, gym, "DELETE", ratePath(rate.id, "delete"));
    expect(del.json()).toMatchObject({ success: true, id: rate.id });
    const again = await call(ctx, gym, "PATCH", ratePath(rate.id, "update"), { is_active: true });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(RATE_NOT_FOUND);
  });

  it("lists results[] filtered by trainer", async () => {
    const t = await makeTrainer(ctx, gym);
    await create({ trainer_id: t.id, rate_type: "hour", amount: "1" });
    await create({ trainer_id: t.id, rate_type: "6month", amount: "2" });
    const res = await call(ctx, gym, "GET", `${RATES}?trainer=${t.id}`);
    expect(res.json()).toMatchObject({ success: true, count: 2 });
    expect(
      res
        .json()
        .results.map((r: { rate_type: string }) => r.rate_type)
        .sort(),
    ).toEqual(["6month", "hour"]);
  });
});
