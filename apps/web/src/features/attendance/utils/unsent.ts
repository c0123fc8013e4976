import { ApiError } from "../../../lib/api-error.ts";
import type { CheckInInput } from "../api/check-in.ts";

/**
 * Check-ins the desk could not send (issue 24: "a check-in that could not be sent says so and can be
 * retried, never silently lost"). They are kept in this browser until sent or dismissed, so a reload or a
 * closed tab does not lose them either. A retry is checked in at the moment it reaches the server; a
 * check-in that did arrive before the connection dropped answers 'Already checked in at ...' (decision 0252).
 */
export interface UnsentCheckIn {
  id: string;
  input: CheckInInput;
  /** Who, as the desk knew them when it tried ("Asha Rao (MEM0012)", or the card code). */
  label: string;
  /** When the desk tried, by this device's clock (shown only). */
  triedAt: string;
}

export const UNSENT_STORAGE_KEY = "gym.desk.unsent-check-ins";

/** A failure worth trying again: no answer at all (the connection), or the server not able to answer now. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || error.status >= 500);
}

export function loadUnsent(storage: Pick<Storage, "getItem">): UnsentCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(UNSENT_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as UnsentCheckIn[]).filter((u) => u && typeof u.id === "string") : [];
  } catch {
    return [];
  }
}

export function saveUnsent(storage: Pick<Storage, "setItem" | "removeItem">, list: UnsentCheckIn[]): void {
  if (list.length) storage.setItem(UNSENT_STORAGE_KEY, JSON.stringify(list));
  else storage.removeItem(UNSENT_STORAGE_KEY);
}

/** Adds an attempt; one entry per member or code (the latest attempt replaces an older one). */
export function withUnsent(list: UnsentCheckIn[], item: UnsentCheckIn): UnsentCheckIn[] {
  const same = (u: UnsentCheckIn) =>
    (item.input.member_id !== undefined && u.input.member_id === item.input.member_id) ||
    (item.input.code !== undefined && u.input.code === item.input.code);
  return [...list.filter((u) => !same(u)), item];
}

export const withoutUnsent = (list: UnsentCheckIn[], id: string) => list.filter((u) => u.id !== id);
