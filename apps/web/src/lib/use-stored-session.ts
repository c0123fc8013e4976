import { useSyncExternalStore } from "react";
import { getStoredUser, getToken, type StoredUser, subscribeToSession } from "./session-storage.ts";

export interface StoredSession {
  token: string | null;
  user: StoredUser | null;
}

// useSyncExternalStore needs the same object back while nothing changed, so cache by the raw values.
let cached: StoredSession = { token: null, user: null };
let cachedKey: string | undefined;

function readSnapshot(): StoredSession {
  const token = getToken();
  const user = getStoredUser();
  const key = `${token ?? ""}\u0000${JSON.stringify(user)}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = { token, user };
  }
  return cached;
}

/** The stored token and user, re-rendering whenever sign-in, sign-out or a 401 changes them. */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(subscribeToSession, readSnapshot, readSnapshot);
}
