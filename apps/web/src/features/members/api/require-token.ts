import { getToken } from "../../../lib/session-storage.ts";

/** Part 1 §5: "Missing token on registration or listing: 'No authentication token found'". */
export const NO_TOKEN_TEXT = "No authentication token found";

export class MissingTokenError extends Error {
  constructor() {
    super(NO_TOKEN_TEXT);
    this.name = "MissingTokenError";
  }
}

/** Called before a members request: a sign-out in another tab can leave this tab without a token. */
export function requireToken(): string {
  const token = getToken();
  if (!token) throw new MissingTokenError();
  return token;
}
