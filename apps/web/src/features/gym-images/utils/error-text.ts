import { ApiError } from "../../../lib/api-error.ts";

/**
 * Part 1 §7: "when false, the server error (or message) is shown"; otherwise the screen's own text
 * from §8 ('Failed to add images', 'Failed to update image', ...).
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.texts.error ?? error.texts.serverMessage ?? fallback;
  return fallback;
}
