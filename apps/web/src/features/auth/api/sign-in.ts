import type { LoginRequest, LoginSuccess } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";

/** POST /api/android/auth/login/ (part 1 §7). */
export const SIGN_IN_PATH = "/api/android/auth/login/";

export type SignInCredentials = Omit<LoginRequest, "user_type">;

export function signIn(credentials: SignInCredentials): Promise<LoginSuccess> {
  // user_type is fixed to admin and never shown as a field (part 1 §3).
  const body: LoginRequest = { ...credentials, user_type: "admin" };
  // A 401 here means wrong credentials, which the form reports inline instead of signing out.
  return apiRequest<LoginSuccess>(SIGN_IN_PATH, { method: "POST", body, skipUnauthorizedHandling: true });
}

export function useSignInMutation() {
  return useMutation({ mutationFn: signIn });
}

/**
 * The sign-in texts of part 1 §8: "success false shows error_message or 'Login failed'.
 * Request failure shows the server error_message, then error, then
 * 'Login failed. Please check your credentials and try again.'"
 */
export function signInErrorText(error: unknown): string {
  const answeredWithFailureFlag = error instanceof ApiError && error.status >= 200 && error.status < 300;
  if (answeredWithFailureFlag) return error.texts.errorMessage ?? "Login failed";
  if (error instanceof ApiError) {
    return (
      error.texts.errorMessage ?? error.texts.error ?? "Login failed. Please check your credentials and try again."
    );
  }
  return "Login failed. Please check your credentials and try again.";
}
