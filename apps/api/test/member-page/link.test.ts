import { MEMBER_LINK_NOT_FOUND } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { memberLinkUrl, memberLinkUrls } from "../../src/modules/member-page/link.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymSeedContext,
  type TestContext,
  type TestGym,
} from "../support/context.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-02", "08:00"));
  [gym, other] = await Promise.all([createGym(ctx, "mlink"), createGym(ctx, "mlink_other")]);
});
afterAll(() => ctx.close());

const path = (id: number) => `/api/members/members/${id}/member-link/`;
const read = (g: TestGym, id: number) => call(ctx, g, "GET", path(id));
const rotate = (g: TestGym, id: number) => call(ctx, g, "POST", path(id), {});
const revoke = (g: TestGym, id: number) => call(ctx, g, "DELETE", path(id));
const tokenOf = (url: string) => url.split("/").at(-1)!;

async function rowsOf(g: TestGym, memberId: number) {
  const res = await ctx.db.pool.query(
    `SELECT token, revoked_at FROM ${qualified(g.schema, "member_links")} WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
  return res.rows as { token: string; revoked_at: Date | null }[];
}

describe("a member's private link (decisions 0340, 0341)", () => {
  it("none until made; POST makes a 192-bit token that is not the member's id, and GET answers the same", async () => {
    const [m] = await insertMembers(ctx, gym, [{ first_name: "Asha", last_name: "Rao", phone: "9876543210" }]);
    const before = await read(gym, m!.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().link).toBeNull();

    const made = await rotate(gym, m!.id);
    expect(made.statusCode, made.body).toBe(200);
    const link = made.json().link;
    expect(link.member_id).toBe(m!.id);
    expect(link.url).toMatch(new RegExp(`^http://localhost(:\\d+)?/m/${gym.schema}/[A-Za-z0-9_-]{32}$`));
    const token = tokenOf(link.url);
    expect(Buffer.from(token, "base64url")).toHaveLength(24);
    expect(link.created_at.slice(0, 16)).toBe(new Date(gymInstant("2026-12-02", "08:00")).toISOString().slice(0, 16));
    expect(link.whatsapp_url).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    const text = decodeURIComponent(link.whatsapp_url.split("?text=")[1]);
    expect(text).toContain("Hi Asha");
    expect(text).toContain(link.url);

    expect((await read(gym, m!.id)).json().link.url).toBe(link.url);
  });

  it("POST again rotates: a new token, the old one revoked in the same step; DELETE revokes", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const first = tokenOf((await rotate(gym, m!.id)).json().link.url);
    const second = (await rotate(gym, m!.id)).json();
    expect(second.message).toBe("A new link was made; the old one no longer works.");
    expect(tokenOf(second.link.url)).not.toBe(first);
    const rows = await rowsOf(gym, m!.id);
    expect(rows.map((r) => [r.token, r.revoked_at !== null])).toEqual([
      [first, true],
      [tokenOf(second.link.url), false],
    ]);

    const gone = await revoke(gym, m!.id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({
      success: true,
      message: "The link was revoked; it no longer works.",
      link: null,
    });
    expect((await read(gym, m!.id)).json().link).toBeNull();
    expect((await rowsOf(gym, m!.id)).every((r) => r.revoked_at !== null)).toBe(true);
    const again = await revoke(gym, m!.id);
    expect(again.json().message).toBe("This member has no link.");
  });

  it("answers 404 for no such member, and for another gym's member", async () => {
    const [m] = await insertMembers(ctx, other, [{}]);
    for (const res of [await read(gym, 2_000_000), await rotate(gym, 2_000_000), await revoke(gym, 2_000_000)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(MEMBER_LINK_NOT_FOUND);
    }
    const theirs = tokenOf((await rotate(other, m!.id)).json().link.url);
    const mine = await read(gym, m!.id);
    expect(mine.body).not.toContain(theirs);
    expect(mine.body).not.toContain(other.schema);
  });

  it("no WhatsApp link for a number WhatsApp cannot take", async () => {
    const [m] = await insertMembers(ctx, gym, [{ phone: "0441234567" }]);
    expect((await rotate(gym, m!.id)).json().link.whatsapp_url).toBeNull();
  });

  it("memberLinkUrl makes a link once and keeps it; memberLinkUrls fills many; concurrent calls make one", async () => {
    const members = await insertMembers(ctx, gym, [{}, {}, {}]);
    const service = gymSeedContext(ctx, gym.schema);
    const [a, b] = await Promise.all([memberLinkUrl(service, members[0]!.id), memberLinkUrl(service, members[0]!.id)]);
    expect(a).toBe(b);
    expect(await memberLinkUrl(service, members[0]!.id)).toBe(a);
    expect(tokenOf((await read(gym, members[0]!.id)).json().link.url)).toBe(tokenOf(a));
    expect(await rowsOf(gym, members[0]!.id)).toHaveLength(1);

    const many = await memberLinkUrls(service, members.map((m) => m.id).concat(2_000_000), "https://gym.example.in");
    expect([...many.keys()].sort()).toEqual(members.map((m) => m.id).sort());
    expect(many.get(members[0]!.id)).toBe(`https://gym.example.in/m/${gym.schema}/${tokenOf(a)}`);
    expect(new Set([...many.values()].map(tokenOf)).size).toBe(3);
    await expect(memberLinkUrl(service, 2_000_000)).rejects.toThrow();
  });
});
