import {
  CANNOT_CHANGE_OWN_ACCOUNT,
  CURRENT_PASSWORD_WRONG,
  notAllowedText,
  OWN_BOOKINGS_ONLY,
  RESET_OWN_PASSWORD,
  STAFF_USERNAME_TAKEN,
  TRAINER_ACCOUNT_NEEDS_TRAINER,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_TOKEN } from "../../src/plugins/auth.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { CHANGE_PASSWORD, DOOR_DEVICES, STAFF, signIn, staffAccount, staffPath } from "../support/staff.ts";
import { BOOKINGS, bookingPath, makeBooking, makeMember, makeTrainer } from "../support/trainers.ts";

let ctx: TestContext;
let owner: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createGym(ctx, "staff");
});
afterAll(() => ctx.close());

const login = (gym: TestGym, username: string, password: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    payload: { schema_name: gym.schema, username, password, user_type: "admin", ...extra },
  });
const session = (gym: TestGym) => call(ctx, gym, "GET", "/api/auth/session/");

describe("staff accounts (issue 25 §1)", () => {
  it("the gym's existing user is its OWNER: the sign-in answer and the session say so", async () => {
    const res = await login(owner, owner.username, owner.password);
    expect(res.json()).toMatchObject({ success: true, username: "owner", role: "OWNER" });
    expect((await session(owner)).json().user.role).toBe("OWNER");
  });

  it("the owner adds a front-desk account: a password shown once, the role from the account", async () => {
    const res = await call(ctx, owner, "POST", STAFF, {
      full_name: "Ravi Desk",
      username: "ravi.desk",
      phone: "98765 43210",
      role: "FRONT_DESK",
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.staff).toMatchObject({
      username: "ravi.desk",
      role: "FRONT_DESK",
      phone: "98765 43210",
      is_active: true,
    });
    expect(body.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(JSON.stringify((await call(ctx, owner, "GET", STAFF)).json())).not.toContain(body.password);
    // A role in the sign-in body counts for nothing.
    const signedIn = await login(owner, "ravi.desk", body.password, { role: "OWNER" });
    expect(signedIn.json().role).toBe("FRONT_DESK");
    const again = await call(ctx, owner, "POST", STAFF, { full_name: "Other", username: "ravi.desk", role: "MANAGER" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(STAFF_USERNAME_TAKEN);
  });

  it("refuses bad input with clear messages, nothing written", async () => {
    const before = (await call(ctx, owner, "GET", STAFF)).json().count;
    for (const [payload, text] of [
      [{ full_name: "A", username: "a-user", role: "BOSS" }, "role must be one of OWNER, MANAGER, FRONT_DESK, TRAINER"],
      [{ full_name: "A", username: "a-user", role: "DOOR" }, "role must be one of OWNER, MANAGER, FRONT_DESK, TRAINER"],
      [{ full_name: "A", username: "a user!", role: "MANAGER" }, "Username may use"],
      [{ full_name: "A", username: "a-user", role: "TRAINER" }, TRAINER_ACCOUNT_NEEDS_TRAINER],
    ] as const) {
      const res = await call(ctx, owner, "POST", STAFF, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(text);
    }
    expect((await call(ctx, owner, "GET", STAFF)).json().count).toBe(before);
  });

  it("a token whose claims name a role counts only the account's role", async () => {
    const desk = await staffAccount(ctx, owner, "FRONT_DESK");
    const claims = ctx.app.jwt.decode<{ sub: string; schema: string; jti: string }>(desk.gym.token)!;
    const forged = ctx.app.jwt.sign({
      sub: claims.sub,
      schema: claims.schema,
      jti: claims.jti,
      role: "OWNER",
    } as never);
    const res = await ctx.app.inject({ method: "GET", url: STAFF, headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(notAllowedText("FRONT_DESK"));
  });

  it("deactivating ends the account's sessions at once; activating lets it sign in again", async () => {
    const desk = await staffAccount(ctx, owner, "FRONT_DESK");
    expect((await session(desk.gym)).statusCode).toBe(200);
    const res = await call(ctx, owner, "POST", staffPath(desk.id, "deactivate"));
    expect(res.json().staff.is_active).toBe(false);
    const refused = await session(desk.gym);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(BAD_TOKEN);
    expect((await login(owner, desk.username, desk.password)).statusCode).toBe(401);
    await call(ctx, owner, "POST", staffPath(desk.id, "activate"));
    expect((await login(owner, desk.username, desk.password)).statusCode).toBe(200);
  });

  it("a changed role ends the sessions; the next sign-in has the new role", async () => {
    const desk = await staffAccount(ctx, owner, "FRONT_DESK");
    const res = await call(ctx, owner, "PATCH", staffPath(desk.id), { role: "MANAGER", full_name: "Promoted" });
    expect(res.json().staff).toMatchObject({ role: "MANAGER", full_name: "Promoted" });
    expect((await session(desk.gym)).statusCode).toBe(401);
    const manager = await signIn(ctx, owner, desk.username, desk.password);
    expect((await session(manager)).json().user.role).toBe("MANAGER");
    // A manager may not touch staff accounts.
    expect((await call(ctx, manager, "GET", STAFF)).statusCode).toBe(403);
  });

  it("the owner cannot change their own role nor deactivate themselves", async () => {
    const me = (await session(owner)).json().user.user_id as number;
    for (const res of [
      await call(ctx, owner, "PATCH", staffPath(me), { role: "MANAGER" }),
      await call(ctx, owner, "POST", staffPath(me, "deactivate")),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(CANNOT_CHANGE_OWN_ACCOUNT);
    }
    const reset = await call(ctx, owner, "POST", staffPath(me, "reset-password"));
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toBe(RESET_OWN_PASSWORD);
    expect((await session(owner)).json().user.role).toBe("OWNER");
  });

  it("a reset password replaces the old one and ends the sessions", async () => {
    const desk = await staffAccount(ctx, owner, "FRONT_DESK");
    const res = await call(ctx, owner, "POST", staffPath(desk.id, "reset-password"));
    const fresh = res.json().password as string;
    expect(fresh).not.toBe(desk.password);
    expect((await session(desk.gym)).statusCode).toBe(401);
    expect((await login(owner, desk.username, desk.password)).statusCode).toBe(401);
    expect((await login(owner, desk.username, fresh)).statusCode).toBe(200);
  });

  it("everyone changes their own password with the current one", async () => {
    const trainer = await staffAccount(ctx, owner, "TRAINER");
    const wrong = await call(ctx, trainer.gym, "POST", CHANGE_PASSWORD, {
      current_password: "not-it",
      new_password: "a-new-password",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(CURRENT_PASSWORD_WRONG);
    const short = await call(ctx, trainer.gym, "POST", CHANGE_PASSWORD, {
      current_password: trainer.password,
      new_password: "short",
    });
    expect(short.statusCode).toBe(400);
    const ok = await call(ctx, trainer.gym, "POST", CHANGE_PASSWORD, {
      current_password: trainer.password,
      new_password: "a-new-password",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await session(trainer.gym)).statusCode).toBe(401);
    expect((await login(owner, trainer.username, "a-new-password")).statusCode).toBe(200);
  });
});

describe("door devices (issue 25 §2)", () => {
  it("a door device uses only the check-in screen's calls, and is revoked at once", async () => {
    const door = await staffAccount(ctx, owner, "DOOR");
    expect((await call(ctx, door.gym, "GET", "/api/attendance/today/")).statusCode).toBe(200);
    const members = await call(ctx, door.gym, "GET", "/api/members/members/");
    expect(members.statusCode).toBe(403);
    expect(members.json().error).toBe(notAllowedText("DOOR"));
    const list = (await call(ctx, owner, "GET", DOOR_DEVICES)).json();
    expect(list.staff.map((s: { id: number }) => s.id)).toContain(door.id);
    expect((await call(ctx, owner, "GET", STAFF)).json().staff.map((s: { id: number }) => s.id)).not.toContain(door.id);
    await call(ctx, owner, "POST", `/api/auth/door-devices/${door.id}/revoke/`);
    expect((await call(ctx, door.gym, "GET", "/api/attendance/today/")).statusCode).toBe(401);
    expect((await login(owner, door.username, door.password)).statusCode).toBe(401);
  });
});

describe("a trainer's own bookings (row-level, decision 0321)", () => {
  it("a trainer sees and changes only their own bookings", async () => {
    const mine = await staffAccount(ctx, owner, "TRAINER");
    const other = await makeTrainer(ctx, owner);
    const member = await makeMember(ctx, owner, "Kiran");
    const own = await makeBooking(ctx, owner, member, mine.trainerId!, { start_time: "07:00", end_time: "08:00" });
    const theirs = await makeBooking(ctx, owner, member, other.id, { start_time: "09:00", end_time: "10:00" });

    const list = await call(ctx, mine.gym, "GET", BOOKINGS);
    expect(list.json().results.map((b: { id: number }) => b.id)).toEqual([own.id]);
    const asked = await call(ctx, mine.gym, "GET", `${BOOKINGS}?trainer=${other.id}`);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error).toBe(OWN_BOOKINGS_ONLY);

    const patched = await call(ctx, mine.gym, "PATCH", bookingPath(theirs.id, "update"), { status: "confirmed" });
    expect(patched.statusCode).toBe(403);
    const ownPatch = await call(ctx, mine.gym, "PATCH", bookingPath(own.id, "update"), { status: "confirmed" });
    expect(ownPatch.statusCode, ownPatch.body).toBe(200);
    // The owner still sees both.
    expect((await call(ctx, owner, "GET", BOOKINGS)).json().count).toBeGreaterThanOrEqual(2);
  });
});
