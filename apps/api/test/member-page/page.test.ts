import { gzipSync } from "node:zlib";
import { MEMBER_LINK_INVALID } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactUrl } from "../../src/lib/redact.ts";
import { insertRecord } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { memberLinkPath } from "../support/member-page.ts";
import { createPayment, membersWithPlan, setSettings, withKey } from "../support/member-payments.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-20", "09:00"));
  [gym, other] = await Promise.all([createGym(ctx, "mpage"), createGym(ctx, "mpage_other")]);
  await setSettings(ctx, gym, { upi_vpa: "demofit@upi", upi_payee_name: "Demo Fit" });
});
afterAll(() => ctx.close());

const open = (path: string, ip = "203.0.113.7") => ctx.app.inject({ method: "GET", url: path, remoteAddress: ip });

/** A member paid up for December (an invoice) who still owes October (₹1,000 due 5 Oct: late fee on 20 Dec). */
async function memberWithDues(g: TestGym, seed: Record<string, string> = {}) {
  const [id] = await membersWithPlan(ctx, g, ["1000"], { phone: "9812345678", ...seed });
  const paid = await createPayment(ctx, withKey(g, `page-${g.schema}-${id}`), {
    member_id: id,
    amount: "1000",
    payment_date: "2026-12-20",
    payment_method: "UPI",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await insertRecord(ctx, g, id!, "2026-10-01", "1000.00");
  const invoices = (await call(ctx, g, "GET", `/api/expenses/invoices/?member_id=${id}`)).json().invoices;
  expect(invoices).toHaveLength(1);
  return { id: id!, invoiceId: invoices[0].invoice_id as number };
}

describe("the member's page (decision 0342)", () => {
  it("shows the member's name escaped, days left, the exact dues with the UPI link and QR, invoices; private headers", async () => {
    const m = await memberWithDues(gym, { first_name: "<script>alert(1)</script>", last_name: "O'Neil" });
    const path = await memberLinkPath(ctx, gym, m.id);
    const res = await open(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain("<script>alert(1)</script>");
    expect(res.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Neil");
    expect(res.body).toMatch(/\d+ days? left|Expires/i);
    // October: ₹1,000 + 5% late fee (₹50), more than 7 days past 5 Oct.
    expect(res.body).toContain('data-testid="dues-total">₹1,050.00<');
    expect(res.body).toContain("Includes a late fee of ₹50.00.");
    const reference = `PAY${m.id}202610`;
    expect(res.body).toContain(
      `href="upi://pay?pa=demofit%40upi&amp;pn=Demo%20Fit&amp;am=1050.00&amp;cu=INR&amp;tn=${reference}&amp;tr=${reference}"`,
    );
    expect(res.body).toContain("UPI QR code for ₹1,050.00");
    expect(res.body.match(/<svg /g)).toHaveLength(2); // the UPI QR and the door card
    expect(res.body).toContain(`href="${path}/invoices/${m.invoiceId}/pdf"`);
    // A phone on a slow connection: no script at all, one inline style sheet, well under 50 KB compressed.
    expect(res.body).not.toMatch(/<script|<link /);
    expect(gzipSync(res.body).length).toBeLessThan(50 * 1024);
  });

  it("a member with nothing owed sees no UPI link", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1000"]);
    const res = await open(await memberLinkPath(ctx, gym, id!));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Nothing to pay.");
    expect(res.body).not.toContain("upi://");
  });

  it("downloads the member's own invoice; another member's invoice, or a malformed id, is a 404", async () => {
    const mine = await memberWithDues(gym);
    const theirs = await memberWithDues(gym);
    const path = await memberLinkPath(ctx, gym, mine.id);
    const pdf = await open(`${path}/invoices/${mine.invoiceId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("no-store");
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment; filename="INV-.+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    for (const id of [String(theirs.invoiceId), "999999", "abc", "1e3", "-1", "99999999999"]) {
      const res = await open(`${path}/invoices/${id}/pdf`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain("<h1>Invoice not found</h1>");
    }
  });

  it("a rotated or revoked link shows 'This link is no longer valid' at once; the new one works", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1000"]);
    const first = await memberLinkPath(ctx, gym, id!);
    expect((await open(first)).statusCode).toBe(200);
    const second = await memberLinkPath(ctx, gym, id!);
    const old = await open(first);
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain(`<h1>${MEMBER_LINK_INVALID}</h1>`);
    expect(old.headers["cache-control"]).toBe("no-store");
    expect((await open(second)).statusCode).toBe(200);
    expect((await call(ctx, gym, "DELETE", `/api/members/members/${id}/member-link/`)).statusCode).toBe(200);
    const revoked = await open(second);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toContain(MEMBER_LINK_INVALID);
    expect((await open(`${second}/invoices/1/pdf`)).statusCode).toBe(404);
  });

  it("another gym's token, a malformed token, an unknown gym: the same page, nothing about why", async () => {
    const [theirs] = await membersWithPlan(ctx, other, ["1000"]);
    const theirPath = await memberLinkPath(ctx, other, theirs!);
    const token = theirPath.split("/").at(-1)!;
    const mine = await open(`/m/${gym.schema}/${token}`);
    expect(mine.statusCode).toBe(404);
    const bodies = [mine.body];
    for (const url of [
      `/m/${gym.schema}/short`,
      `/m/${gym.schema}/${"A".repeat(32)}`,
      `/m/${gym.schema}/${encodeURIComponent("' OR 1=1 --aaaaaaaaaaaaaaaaaaaaaa")}`,
      `/m/no_such_gym/${token}`,
      `/m/${encodeURIComponent("../etc")}/${token}`,
      `/m/${gym.schema}/${"%00".repeat(32)}`,
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode === 404) bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect((await open(theirPath)).statusCode).toBe(200);
  });

  it("never logs the token: the request log's URL redacts it", () => {
    const token = "Ab3_".repeat(8);
    expect(redactUrl(`/m/demo_gym/${token}`)).toBe("/m/demo_gym/[redacted]");
    expect(redactUrl(`/m/demo_gym/${token}/invoices/4/pdf?x=1`)).toBe("/m/demo_gym/[redacted]/invoices/4/pdf?x=1");
    expect(redactUrl("/g/demo_gym")).toBe("/g/demo_gym");
  });
});

describe("guessing links (decision 0342)", () => {
  let limited: TestContext;
  let g: TestGym;
  beforeAll(async () => {
    limited = await createTestContext({ MEMBER_LINK_MISSES_PER_ADDRESS: "3" });
    g = await createGym(limited, "mpage_guess");
  });
  afterAll(() => limited.close());

  it("after 3 wrong links an address gets 429, even for a good link; another address is not held up", async () => {
    const [id] = (
      await limited.db.pool.query(
        `INSERT INTO ${g.schema}.members (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth,
         joining_date, renewal_date) VALUES ('u1', 'u1@example.com', 'x', 'Guess', 'Test', '9812345678', 'M', '1990-01-01',
         '2026-12-01', '2026-12-31') RETURNING id`,
      )
    ).rows.map((r) => r.id as number);
    const made = await limited.app.inject({
      method: "POST",
      url: `/api/members/members/${id}/member-link/`,
      headers: g.auth,
      payload: {},
    });
    const path = new URL(made.json().link.url).pathname;
    const get = (url: string, ip: string) => limited.app.inject({ method: "GET", url, remoteAddress: ip });
    for (let i = 0; i < 3; i++)
      expect((await get(`/m/${g.schema}/${"B".repeat(31)}${i}`, "198.51.100.9")).statusCode).toBe(404);
    const blocked = await get(path, "198.51.100.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["cache-control"]).toBe("no-store");
    expect((await get(path, "198.51.100.10")).statusCode).toBe(200);
    limited.clock.pin(new Date(limited.clock.now().getTime() + 11 * 60_000).toISOString());
    expect((await get(path, "198.51.100.9")).statusCode).toBe(200);
  });
});
