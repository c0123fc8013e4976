import { expect } from "vitest";
import type { TestContext, TestGym } from "./context.ts";
import { form, type Part } from "./multipart.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A call as the gym's staff: JSON when `payload` is a plain object, multipart when it is a FormData. */
export function call(ctx: TestContext, gym: TestGym, method: Method, url: string, payload?: object | FormData) {
  return ctx.app.inject({ method, url, headers: gym.auth, ...(payload ? { payload: payload as never } : {}) });
}

/** Multipart calls: text fields and files (`file(...)`). */
export const post = (ctx: TestContext, gym: TestGym, url: string, parts: Record<string, Part>) =>
  call(ctx, gym, "POST", url, form(parts));
export const patch = (ctx: TestContext, gym: TestGym, url: string, parts: Record<string, Part>) =>
  call(ctx, gym, "PATCH", url, form(parts));

/** Every response must be a deliberate answer, never a fault. */
export function expectNo500(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBeLessThan(500);
}
