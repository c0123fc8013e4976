import { ApiError } from "../../../lib/api-error.ts";

/**
 * The server's own words for a failure (part 1 §7: "the server error (or message) is shown"), to show
 * under the spec's fixed text such as 'Failed to create exercise'. Undefined when the server said nothing.
 */
export function serverFailureText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.isNetworkError) return error.message;
  return error.texts.error ?? error.texts.serverMessage ?? error.texts.errorMessage ?? error.texts.detail;
}
