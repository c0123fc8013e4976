import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CARD_NOT_FOUND, CARD_REVOKED, CHECK_IN_MEMBER_NOT_FOUND, normaliseCardCode } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { checkIn, storedCheckIns } from "../support/attendance.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-02", "08:00"));
  [gym, other] = await Promise.all([createGym(ctx, "cards"), createGym(ctx, "cards_other")]);
});
afterAll(() => ctx.close());

const card = (g: TestGym, id: number) => call(ctx, g, "GET", `/api/members/members/${id}/card/`);
const reissue = (g: TestGym, id: number) => call(ctx, g, "POST", `/api/members/members/${id}/card/reissue/`, {});

/** What a phone's camera reads off the card: the PDF drawn as an image, the QR decoded by zbarimg. */
function scanPdf(pdfBase64: string): { qr: string; text: string } {
  const dir = mkdtempSync(join(tmpdir(), "card-"));
  try {
    writeFileSync(join(dir, "card.pdf"), Buffer.from(pdfBase64, "base64"));
    execFileSync("pdftoppm", ["-png", "-r", "150", "-singlefile", join(dir, "card.pdf"), join(dir, "card")]);
    const qr = execFileSync("zbarimg", ["--quiet", "--raw", join(dir, "card.png")], { encoding: "utf8" }).trim();
    const text = execFileSync("pdftotext", ["-layout", join(dir, "card.pdf"), "-"], { encoding: "utf8" });
    const pages = execFileSync("pdfinfo", [join(dir, "card.pdf")], { encoding: "utf8" }).match(/Pages:\s+(\d+)/)![1];
    expect(pages).toBe("1");
    return { qr, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("member cards (decision 0251)", () => {
  it("a one-page PDF whose QR holds the card's code (never the id), issued once and the same on every read", async () => {
    const [m] = await insertMembers(ctx, gym, [{ first_name: "Asha", last_name: "Rao" }]);
    const first = await card(gym, m!.id);
    expect(first.statusCode, first.body).toBe(200);
    const c = first.json().card;
    expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(c.filename).toBe(`member-card-${m!.member_id}-2026-12-02.pdf`);
    const { qr, text } = scanPdf(c.pdf_base64);
    expect(qr).toBe(normaliseCardCode(c.code));
    expect(qr).not.toBe(String(m!.id));
    expect(qr).not.toContain(m!.member_id);
    expect(text).toContain("Asha Rao");
    expect(text).toContain(m!.member_id);
    expect(text).toContain(c.code);
    expect((await card(gym, m!.id)).json().card.code).toBe(c.code);
    const rows = await ctx.db.pool.query(
      `SELECT code FROM ${qualified(gym.schema, "member_cards")} WHERE member_id = $1`,
      [m!.id],
    );
    expect(rows.rows).toEqual([{ code: normaliseCardCode(c.code) }]);
  });

  it("two desks asking for a first card at once: one card", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const answers = await Promise.all([card(gym, m!.id), card(gym, m!.id), card(gym, m!.id)]);
    expect(new Set(answers.map((a) => a.json().card.code)).size).toBe(1);
    const n = await ctx.db.pool.query(
      `SELECT count(*)::int AS n FROM ${qualified(gym.schema, "member_cards")} WHERE member_id = $1`,
      [m!.id],
    );
    expect(n.rows[0].n).toBe(1);
  });

  it("scanned, typed in any case with spaces, or read with O for 0: the member is checked in", async () => {
    const [m] = await insertMembers(ctx, gym, [{ renewal_date: "2027-01-10" }]);
    const code = (await card(gym, m!.id)).json().card.code as string;
    const res = await checkIn(ctx, gym, {
      code: ` ${code.toLowerCase().replace(/-/g, " ").replace(/0/g, "o")} `,
      via: "CODE",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ checked_in: true, member: { id: m!.id }, check_in: { via: "CODE" } });
  });

  it("a reissued card revokes the old code: the old one is a 410 the desk understands, the new one works", async () => {
    ctx.clock.pin(gymInstant("2026-12-03", "08:00"));
    const [m] = await insertMembers(ctx, gym, [{ renewal_date: "2027-01-10" }]);
    const old = (await card(gym, m!.id)).json().card.code as string;
    const fresh = await reissue(gym, m!.id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().message).toBe("A new card was issued. The old card no longer works.");
    const now = fresh.json().card.code as string;
    expect(now).not.toBe(old);
    const refused = await checkIn(ctx, gym, { code: old });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error).toBe(CARD_REVOKED);
    expect((await storedCheckIns(ctx, gym)).filter((c) => c.member_id === m!.id)).toEqual([]);
    expect((await checkIn(ctx, gym, { code: now })).json()).toMatchObject({
      checked_in: true,
      check_in: { via: "CARD" },
    });
    expect((await card(gym, m!.id)).json().card.code).toBe(now);
  });

  it("an unknown code and another gym's code: the same 404, nothing written in either gym", async () => {
    const [m] = await insertMembers(ctx, other, [{}]);
    const theirs = (await card(other, m!.id)).json().card.code as string;
    for (const code of [theirs, "ZZZZ-ZZZZ-ZZZZ"]) {
      const res = await checkIn(ctx, gym, { code });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(CARD_NOT_FOUND);
    }
    expect(await storedCheckIns(ctx, other)).toEqual([]);
    const malformed = await checkIn(ctx, gym, { code: "12345" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe("A card code is 12 letters and digits, like K7QX-M2PA-9D4T");
  });

  it("no card for an unknown member", async () => {
    for (const res of [await card(gym, 999_999), await reissue(gym, 999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(CHECK_IN_MEMBER_NOT_FOUND);
    }
  });
});
