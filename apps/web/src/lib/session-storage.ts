/**
 * The signed-in session lives in localStorage under the keys the spec names (part 1 §3):
 * `gym_token` and `gym_user_data`. Everything else reads it through these helpers, and can
 * subscribe to changes so route guards re-render when a sign-out happens anywhere.
 */

import { isRole, type Role } from "@gym/contracts";

export const TOKEN_KEY = "gym_token";
export const USER_DATA_KEY = "gym_user_data";

export interface StoredUser {
  user_id: number;
  username: string;
  full_name: string;
  email: string;
  gym_name: string;
  schema_name: string;
  /** The account's role from the sign-in answer and the session check (issue 25, decision 0320). */
  role: Role;
}

type Listener = () => void;
const listeners = new Set<Listener>();

// Looked up at call time so tests can stub it and server-side code never touches `window`.
function storage(): Storage | undefined {
  return typeof globalThis.localStorage === "undefined" ? undefined : globalThis.localStorage;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = storage()?.getItem(TOKEN_KEY);
  return token ? token : null;
}

/** Reads the stored user record; anything unreadable counts as absent rather than crashing the app. */
export function getStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(USER_DATA_KEY);
  if (!raw) return null;
  try {
    return normalizeUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: StoredUser): void {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(USER_DATA_KEY, JSON.stringify(pickUser(user)));
  notify();
}

/** Refreshes the user record (e.g. after the session check) without touching the token. */
export function saveUser(user: StoredUser): void {
  storage()?.setItem(USER_DATA_KEY, JSON.stringify(pickUser(user)));
  notify();
}

export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_DATA_KEY);
  notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes the same keys; follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_DATA_KEY) listener();
  };
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

// Only the documented fields are kept, so a sign-in response never leaks its token into gym_user_data.
function pickUser(user: StoredUser): StoredUser {
  const { user_id, username, full_name, email, gym_name, schema_name, role } = user;
  return { user_id, username, full_name, email, gym_name, schema_name, role };
}

/**
 * Older clients (and hand-edited storage) may miss fields; missing text becomes "" so the
 * display fallbacks (gym name, 'Gym Owner') apply instead of the whole record being thrown away.
 */
export function normalizeUser(value: unknown): StoredUser | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : "");
  const userId = Number(record.user_id);
  return {
    user_id: Number.isFinite(userId) ? userId : 0,
    username: text("username"),
    full_name: text("full_name"),
    email: text("email"),
    gym_name: text("gym_name"),
    schema_name: text("schema_name"),
    // A record stored before roles existed: the least a person's account may do, until the session check
    // (which runs before any screen shows) stores the account's own role. The server decides either way.
    role: isRole(record.role) ? record.role : "TRAINER",
  };
}
