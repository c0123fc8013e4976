import { z } from "../messages.ts";

/** POST /api/android/auth/login/ (part 1 §3, §7). No length or format rules beyond "required". */
export const loginRequest = z.object({
  schema_name: z.string({ error: "schema_name is required" }).trim().min(1, { error: "schema_name is required" }),
  username: z.string({ error: "username is required" }).trim().min(1, { error: "username is required" }),
  password: z.string({ error: "password is required" }).min(1, { error: "password is required" }),
  user_type: z.literal("admin", { error: "user_type must be admin" }).default("admin"),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  gym_name: z.string(),
  schema_name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginSuccess = sessionUser.extend({ success: z.literal(true), token: z.string() });
export type LoginSuccess = z.infer<typeof loginSuccess>;

export const loginFailure = z.object({
  success: z.literal(false),
  error_message: z.string(),
  error: z.string(),
});
export type LoginFailure = z.infer<typeof loginFailure>;

/** The one failure text for unknown gym, unknown user and wrong password alike. */
export const INVALID_CREDENTIALS = "Invalid credentials";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait a minute and try again.";
