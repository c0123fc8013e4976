import { expect } from "vitest";
import { createTestContext, type TestContext, type TestGym } from "./context.ts";

/**
 * Two API processes on one database, as the change listener's tests need them (decisions 0391, 0410): two test
 * contexts, each with its own session and registry caches and its own listening connection.
 */
export function twoProcesses(): Promise<[TestContext, TestContext]> {
  return Promise.all([createTestContext({}, { listen: true }), createTestContext({}, { listen: true })]);
}

/** A new session of the gym's owner, signed in through `ctx`; its token. */
export async function signInTo(ctx: TestContext, gym: TestGym): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    payload: { schema_name: gym.schema, username: gym.username, password: gym.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** What `ctx` answers the dashboard's token check with. */
export const sessionStatus = async (ctx: TestContext, token: string): Promise<number> =>
  (await ctx.app.inject({ url: "/api/auth/session/", headers: { authorization: `Token ${token}` } })).statusCode;

/** How long `ctx` took to answer the token check with `wanted`, or null if it had not after `within` ms. */
export async function answeredAfter(
  ctx: TestContext,
  token: string,
  wanted: number,
  within: number,
): Promise<number | null> {
  const from = performance.now();
  while (performance.now() - from < within) {
    if ((await sessionStatus(ctx, token)) === wanted) return performance.now() - from;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

/** Cuts `there`'s listening connection from the server's side (as a restarted server would) and waits until it is back. */
export async function cutListener(here: TestContext, there: TestContext): Promise<void> {
  const listener = there.db.changeListener!.listener;
  const pid = listener.backendPid;
  expect(pid).not.toBeNull();
  await here.db.pool.query("SELECT pg_terminate_backend($1)", [pid]);
  const from = performance.now();
  while (!listener.connected || listener.backendPid === pid) {
    expect(performance.now() - from).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 20));
  }
}
