import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/android/auth/logout/ (designed, decision 0088): ends this token's session on the server. */
export const SIGN_OUT_PATH = "/api/android/auth/logout/";

/**
 * Signs out everywhere: asks the server to end the session (the request takes the stored token as it
 * starts), then forgets the session here at once, without waiting. A failed or unanswered call (offline,
 * server down, token already expired) never keeps the owner signed in on this device.
 */
export function signOutEverywhere(forgetLocally: () => void): Promise<void> {
  const ended = apiRequest(SIGN_OUT_PATH, { method: "POST", skipUnauthorizedHandling: true }).then(
    () => undefined,
    () => undefined,
  );
  forgetLocally();
  return ended;
}
