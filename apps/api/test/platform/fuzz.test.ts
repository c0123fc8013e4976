import { builtEndpoints, type Endpoint, endpointName, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { demoSeeders } from "../../src/seed/demo-seeders.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles } from "../support/media.ts";
import { form } from "../support/multipart.ts";
import { loadRouteInputs, plausible, type RouteInputs } from "../support/route-inputs.ts";
import { gymSnapshot, writeStamp } from "../support/snapshot.ts";

/**
 * Catalogue-driven fuzzing (issue 7 §6): every served write endpoint gets hostile values in every field
 * of its contract (fields read from its zod schema through the OpenAPI document), hostile ids in its
 * path, hostile whole bodies, and, where it takes files, malformed multipart bodies. Every answer must
 * be deliberate (never a 5xx), and a refused request must write nothing: the gym's tables (row counts
 * and row hashes) and files are compared before and after each refusal. Endpoints that land later are
 * covered without a line added here.
 */
const ONE_MB = "x".repeat(1024 * 1024);
const HOSTILE: [string, unknown][] = [
  ["a NUL character", "fuzz\u0000value"],
  ["a lone surrogate", "fuzz\ud800value"],
  ["a 1 MB string", ONE_MB],
  ["a number", 12345],
  ["zero", 0],
  ["-1", -1],
  ["2^31", 2 ** 31],
  ["2^63", 2 ** 63],
  ["a fraction", 1.5],
  ["text where a number goes", "abc"],
  ["a boolean", true],
  ["an array", ["a", 1]],
  ["an object", { nested: "x" }],
  ["a __proto__ key", JSON.parse('{"__proto__": {"polluted": true}}')],
  ["null", null],
  ["blank text", "   "],
  ["10,000 items", Array.from({ length: 10_000 }, () => "x")],
];
const HOSTILE_TEXT = HOSTILE.filter((h): h is [string, string] => typeof h[1] === "string");
const HOSTILE_IDS = ["0", "-1", "2147483648", "9223372036854775808", "abc", "1.5", "%00", "%ED%A0%80"];
const HOSTILE_BODIES: [string, string][] = [
  ["an array", "[]"],
  ["a string", '"x"'],
  ["null", "null"],
  ["a __proto__ key", '{"__proto__": {"polluted": true}}'],
  ["a constructor.prototype key", '{"constructor": {"prototype": {"polluted": true}}}'],
  ["10,000 nested arrays", `${"[".repeat(10_000)}${"]".repeat(10_000)}`],
];
const B = "----fuzzboundary";
const MALFORMED_MULTIPART: [string, string, string][] = [
  ["no boundary", "multipart/form-data", `--${B}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--${B}--\r\n`],
  [
    "no closing boundary",
    `multipart/form-data; boundary=${B}`,
    `--${B}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n`,
  ],
  ["a garbage body", `multipart/form-data; boundary=${B}`, "\u0001\u0002garbage \u00ff\u00fe not a form at all"],
  [
    "a file part cut mid-stream",
    `multipart/form-data; boundary=${B}`,
    `--${B}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\u0000\u0000`,
  ],
];

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
let inputsOf: (e: Endpoint) => RouteInputs;
let otherBefore: Record<string, string>;
/** A demo member's private link: the member-link entries' key (decision 0352). */
let memberToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  [gym, other] = await Promise.all([createGym(ctx, "fuzz"), createGym(ctx, "fuzzother")]);
  // The demo data of every area, so ids in paths and bodies reach real rows and deeper code.
  for (const seeder of demoSeeders) await seeder.run(gymSeedContext(ctx, gym.schema));
  inputsOf = await loadRouteInputs(ctx);
  const links = await ctx.db.pool.query<{ token: string }>(
    `SELECT token FROM ${qualified(gym.schema, "member_links")} WHERE revoked_at IS NULL ORDER BY member_id LIMIT 1`,
  );
  memberToken = links.rows[0]!.token;
  // Opening the page once issues the member's door card, so a refused form's page (the page again) writes nothing.
  expect((await ctx.app.inject({ url: `/m/${gym.schema}/${memberToken}` })).statusCode).toBe(200);
  otherBefore = await gymSnapshot(ctx, other.schema);
}, 180_000);
afterAll(() => ctx.close());

const writes = builtEndpoints.filter((e) => e.method !== "GET");
/** Every parameter the id; a member-link entry (decision 0352) gets the gym and a member's real link, so its form is what is fuzzed. */
const concrete = (path: string, id = "1") =>
  toRoutePath(path)
    .replace(/^\/m\/:schema_name\/:token\//, `/m/${gym.schema}/${memberToken}/`)
    .replace(/:\w+/g, id);

/**
 * Sends one request; fails on a 5xx, and on any write by a refused one. The gym's snapshot is taken again
 * only when the write stamp has moved (most refusals take no transaction id at all): a snapshot reads every
 * table of the demo gym, ~35 ms, and this file sends some 3,000 requests.
 */
type Request = { method: string; url: string; headers: Record<string, string>; payload?: unknown };
let last: { stamp: string; snapshot: Record<string, string> } | null = null;
async function taken(): Promise<{ stamp: string; snapshot: Record<string, string> }> {
  const stamp = await writeStamp(ctx, gym.schema);
  return { stamp, snapshot: await gymSnapshot(ctx, gym.schema) };
}
async function expectDeliberate(e: Endpoint, label: string, options: Request) {
  const before = last ?? (await taken());
  const res = await ctx.app.inject(options as never);
  const where = `${endpointName(e)} with ${label}: ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if ((await writeStamp(ctx, gym.schema)) === before.stamp) {
    last = before;
    return res;
  }
  last = await taken();
  if (res.statusCode >= 400) {
    const after = last.snapshot;
    const changed = Object.keys({ ...before.snapshot, ...after }).filter((k) => before.snapshot[k] !== after[k]);
    expect(changed, `${where} wrote something`).toEqual([]);
  }
  return res;
}

/** Signs in again when a fuzzed call ended the session (sign-out is one of the write endpoints). */
async function ensureSignedIn(): Promise<void> {
  last = null;
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

/** A body of plausible values with one field hostile (every hostile value lands in some field). */
function bodies(inputs: RouteInputs): [string, Record<string, unknown>][] {
  const fields = Object.keys(inputs.body).filter((f) => f !== "token" && !inputs.files.includes(f));
  const base = Object.fromEntries(fields.map((f) => [f, plausible(inputs.body[f]!)]));
  if (fields.length === 0) return HOSTILE.map(([label, value]) => [`${label} in an unknown field`, { fuzz: value }]);
  const out: [string, Record<string, unknown>][] = [];
  HOSTILE.forEach(([label, value], i) => {
    const field = fields[i % fields.length]!;
    out.push([`${label} in ${field}`, { ...base, [field]: value }]);
  });
  for (const field of fields.slice(HOSTILE.length)) out.push([`a NUL in ${field}`, { ...base, [field]: "a\u0000b" }]);
  return out;
}

describe("catalogue-driven fuzzing of every served write endpoint", () => {
  it("hostile values in every JSON field, hostile whole bodies and hostile ids: never a 5xx, nothing written", async () => {
    for (const e of writes) {
      await ensureSignedIn();
      const inputs = inputsOf(e);
      const headers = () => (e.public ? {} : gym.auth);
      for (const [label, body] of bodies(inputs)) {
        await expectDeliberate(e, label, {
          method: e.method,
          url: concrete(e.path),
          headers: headers(),
          payload: body,
        });
      }
      for (const [label, raw] of HOSTILE_BODIES) {
        await expectDeliberate(e, `a body that is ${label}`, {
          method: e.method,
          url: concrete(e.path),
          headers: { ...headers(), "content-type": "application/json" },
          payload: raw,
        });
      }
      if (!e.path.includes("{")) continue;
      for (const id of HOSTILE_IDS) {
        const res = await expectDeliberate(e, `id ${id}`, {
          method: e.method,
          url: concrete(e.path, id),
          headers: headers(),
        });
        expect([400, 404], `${endpointName(e)} with id ${id}`).toContain(res.statusCode);
      }
    }
  }, 240_000);

  it("hostile text in every form field, and malformed multipart bodies answered 400, on every upload endpoint", async () => {
    for (const e of writes.filter((w) => w.multipart)) {
      await ensureSignedIn();
      const inputs = inputsOf(e);
      const fields = Object.keys(inputs.body).filter((f) => f !== "token");
      for (const [i, field] of fields.entries()) {
        for (const [label, value] of [HOSTILE_TEXT[i % HOSTILE_TEXT.length]!, HOSTILE_TEXT[0]!]) {
          await expectDeliberate(e, `${label} in form field ${field}`, {
            method: e.method,
            url: concrete(e.path),
            headers: gym.auth,
            payload: form({ [field]: value }),
          });
        }
      }
      for (const [label, type, body] of MALFORMED_MULTIPART) {
        const res = await expectDeliberate(e, `multipart with ${label}`, {
          method: e.method,
          url: concrete(e.path),
          headers: { ...gym.auth, "content-type": type },
          payload: body,
        });
        expect(res.statusCode, `${endpointName(e)} with multipart with ${label}`).toBe(400);
      }
    }
    await expectNoTempFiles(ctx);
  }, 240_000);

  it("NUL, lone surrogates and 100 KB values in the query of every served read endpoint: a 400 or harmless", async () => {
    for (const e of builtEndpoints.filter((r) => r.method === "GET")) {
      const names = [...Object.keys(inputsOf(e).query).filter((n) => n !== "token"), "search"];
      for (const name of names) {
        for (const value of ["%00", "a%ED%A0%80b", "%F0%9F", "x".repeat(100_000)]) {
          const res = await ctx.app.inject({
            url: `${concrete(e.path)}?${name}=${value}`,
            headers: e.public ? {} : gym.auth,
          });
          expect(
            res.statusCode,
            `${endpointName(e)} ?${name}=${value.slice(0, 20)}: ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }
      }
    }
  }, 120_000);

  it("left the other gym untouched", async () => {
    expect(await gymSnapshot(ctx, other.schema)).toEqual(otherBefore);
  });
});
