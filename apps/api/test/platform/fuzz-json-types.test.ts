import { builtEndpoints, type Endpoint, endpointName, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSeeders } from "../../src/seed/demo-seeders.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";
import { loadRouteInputs, plausible, type RouteInputs } from "../support/route-inputs.ts";
import { gymSnapshot } from "../support/snapshot.ts";
import { admittedTypes, bodyWith, wrongJsonValues } from "../support/wrong-types.ts";

/**
 * Wrong JSON types in every field of every served write endpoint (issue 21 §5c, decision 0200): the
 * fields and the types each admits come from the OpenAPI document, so an endpoint that lands later is
 * covered without a line added. A boolean, array or object where the document admits none, a number
 * where it admits text, 1e309 or 1e20 where it admits a number: each must be a 4xx with
 * `success: false` naming the field, never a 2xx, never a 500, and nothing may be written. Multipart
 * bodies and queries are text on the wire and keep their coercion (fuzz.test.ts sends them text).
 */
let ctx: TestContext;
let gym: TestGym;
let inputsOf: (e: Endpoint) => RouteInputs;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "fuzztypes");
  // The demo data of every area, so ids in paths and bodies reach real rows.
  for (const seeder of demoSeeders) await seeder.run(gymSeedContext(ctx, gym.schema));
  inputsOf = await loadRouteInputs(ctx);
}, 180_000);
afterAll(() => ctx.close());

const writes = builtEndpoints.filter((e) => e.method !== "GET");
/** Ids are 1; a day (the cash close's `{date}`) is `today`, so the body's fields are what is refused. */
const concrete = (path: string) =>
  toRoutePath(path).replace(":schema_name", gym.schema).replace(":date", "today").replace(/:\w+/g, "1");

/** Signs in again when a call ended the session (sign-out is one of the write endpoints). */
async function ensureSignedIn(): Promise<void> {
  const check = await ctx.app.inject({ url: "/api/auth/session/", headers: gym.auth });
  if (check.statusCode === 200) return;
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    payload: { schema_name: gym.schema, username: gym.username, password: gym.password },
  });
  const token = res.json().token as string;
  gym = { ...gym, token, auth: { authorization: `Bearer ${token}` } };
}

/** Body fields a JSON client may send: everything but files and the token (checked before validation). */
const jsonFields = (inputs: RouteInputs) =>
  Object.keys(inputs.body).filter((f) => f !== "token" && !inputs.files.includes(f));

/** The document's required body fields, read from the same object variant as the fields. */
const requiredFields = (e: Endpoint) => inputsOf(e).required.filter((f) => f !== "token");

describe("wrong JSON types in every field of every served write endpoint", () => {
  it("the OpenAPI document says what type every JSON field takes", () => {
    const untyped = writes.flatMap((e) => {
      const inputs = inputsOf(e);
      return jsonFields(inputs)
        .filter((f) => admittedTypes(inputs.body[f]!).size === 0)
        .map((f) => `${endpointName(e)}: ${f}`);
    });
    expect(untyped).toEqual([]);
  });

  it("each is a 4xx with success:false naming the field, never a 2xx or a 500, and nothing is written", async () => {
    const failures: string[] = [];
    for (const e of writes) {
      await ensureSignedIn();
      const inputs = inputsOf(e);
      const fields = jsonFields(inputs);
      const base = Object.fromEntries(fields.map((f) => [f, plausible(inputs.body[f]!)]));
      if ("schema_name" in base) base.schema_name = gym.schema;
      const before = await gymSnapshot(ctx, gym.schema);
      for (const field of fields) {
        for (const [label, raw] of wrongJsonValues(inputs.body[field]!)) {
          const res = await ctx.app.inject({
            method: e.method,
            url: concrete(e.path),
            headers: { ...(e.public ? {} : gym.auth), "content-type": "application/json" },
            payload: bodyWith(base, field, raw),
          });
          const body = res.json() as { success?: boolean; errors?: Record<string, string> };
          const named = Object.keys(body.errors ?? {}).some((k) => k === field || k.startsWith(`${field}.`));
          if (res.statusCode < 400 || res.statusCode >= 500 || body.success !== false || !named) {
            failures.push(`${endpointName(e)} ${field}=${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        }
      }
      const after = await gymSnapshot(ctx, gym.schema);
      const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
      if (changed.length) failures.push(`${endpointName(e)} wrote ${changed.join(", ")}`);
    }
    if (process.env.FUZZ_TYPES_OUT)
      (await import("node:fs")).writeFileSync(process.env.FUZZ_TYPES_OUT, failures.join("\n"));
    expect(failures).toEqual([]);
  }, 300_000);

  it("a field the document marks required is required: leaving it out is a 4xx naming it", async () => {
    const failures: string[] = [];
    for (const e of writes) {
      await ensureSignedIn();
      const inputs = inputsOf(e);
      const fields = jsonFields(inputs);
      const base = Object.fromEntries(fields.map((f) => [f, plausible(inputs.body[f]!)]));
      if ("schema_name" in base) base.schema_name = gym.schema;
      const before = await gymSnapshot(ctx, gym.schema);
      for (const field of requiredFields(e).filter((f) => fields.includes(f))) {
        const { [field]: _left, ...body } = base;
        const res = await ctx.app.inject({
          method: e.method,
          url: concrete(e.path),
          headers: e.public ? {} : gym.auth,
          payload: body,
        });
        const answer = res.json() as { success?: boolean; errors?: Record<string, string> };
        if (res.statusCode < 400 || res.statusCode >= 500 || answer.success !== false || !answer.errors?.[field]) {
          failures.push(`${endpointName(e)} without ${field}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
      const after = await gymSnapshot(ctx, gym.schema);
      const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
      if (changed.length) failures.push(`${endpointName(e)} wrote ${changed.join(", ")}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
