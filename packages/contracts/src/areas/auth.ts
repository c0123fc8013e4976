import { ROLES } from "../catalogue/permissions.ts";
import { authFields, isStorableText, requiredText, successBody, unstorableText } from "../common.ts";
import { z } from "../messages.ts";

/**
 * POST /api/android/auth/login/ (part 1 §3, §7). No length or format rules beyond "required" (an
 * unknown gym or user is a 401 like a wrong password), but every value is storable text and bounded,
 * so hostile input is a 400 and never reaches PostgreSQL or the password hash.
 */
export const SIGN_IN_TEXT_MAX = 1000;
export const loginRequest = z.object({
  schema_name: requiredText("schema_name", SIGN_IN_TEXT_MAX),
  username: requiredText("username", SIGN_IN_TEXT_MAX),
  password: z
    .string({ error: "password is required" })
    .min(1, { error: "password is required" })
    .max(SIGN_IN_TEXT_MAX)
    .refine(isStorableText, { error: unstorableText("password") }),
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
  /** The account's role (issue 25, decision 0320), read from the account on the server, never from a request. */
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginSuccess = successBody({ ...sessionUser.shape, token: z.string() });
export type LoginSuccess = z.infer<typeof loginSuccess>;

export const loginFailure = z.object({
  success: z.literal(false),
  error_message: z.string(),
  error: z.string(),
});
export type LoginFailure = z.infer<typeof loginFailure>;

/** POST /api/android/auth/logout/ (designed, decision 0088): ends the session of the token it is called with. */
export const logoutRequest = z.object(authFields).nullish();
export const logoutResponse = successBody({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;
export const SIGNED_OUT = "Signed out";

/** The one failure text for unknown gym, unknown user and wrong password alike. */
export const INVALID_CREDENTIALS = "Invalid credentials";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait a minute and try again.";
