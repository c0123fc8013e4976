import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../test/memory-storage.ts";
import {
  clearSession,
  getStoredUser,
  getToken,
  type StoredUser,
  saveSession,
  saveUser,
  subscribeToSession,
  TOKEN_KEY,
  USER_DATA_KEY,
} from "./session-storage.ts";

const owner: StoredUser = {
  user_id: 1,
  username: "owner",
  full_name: "Asha Rao",
  email: "owner@example.com",
  gym_name: "Demo Fitness Center",
  schema_name: "demo_gym",
  role: "OWNER",
};

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});
afterEach(() => vi.unstubAllGlobals());

describe("session storage", () => {
  it("stores the token under gym_token and the user under gym_user_data", () => {
    saveSession("tok-1", owner);
    expect(storage.getItem(TOKEN_KEY)).toBe("tok-1");
    expect(JSON.parse(storage.getItem(USER_DATA_KEY) ?? "null")).toEqual(owner);
    expect(getToken()).toBe("tok-1");
    expect(getStoredUser()).toEqual(owner);
  });

  it("keeps only the documented user fields (never the token or the success flag)", () => {
    saveSession("tok-1", { ...owner, token: "tok-1", success: true } as StoredUser);
    expect(Object.keys(JSON.parse(storage.getItem(USER_DATA_KEY) ?? "{}")).sort()).toEqual(
      ["email", "full_name", "gym_name", "role", "schema_name", "user_id", "username"].sort(),
    );
  });

  it("clears both keys on sign-out", () => {
    saveSession("tok-1", owner);
    clearSession();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_DATA_KEY)).toBeNull();
    expect(getToken()).toBeNull();
  });

  it("treats an empty token as no token", () => {
    storage.setItem(TOKEN_KEY, "");
    expect(getToken()).toBeNull();
  });

  it("reads garbage user data as absent instead of throwing", () => {
    storage.setItem(USER_DATA_KEY, "{not json");
    expect(getStoredUser()).toBeNull();
    storage.setItem(USER_DATA_KEY, "[1,2]");
    expect(getStoredUser()).toBeNull();
  });

  it("keeps the account's role; a record from before roles reads as the least a person's account may do", () => {
    saveSession("tok-1", { ...owner, role: "FRONT_DESK" });
    expect(getStoredUser()?.role).toBe("FRONT_DESK");
    storage.setItem(USER_DATA_KEY, JSON.stringify({ ...owner, role: "SUPERUSER" }));
    expect(getStoredUser()?.role).toBe("TRAINER");
  });

  it("fills missing fields with empty text so display fallbacks apply", () => {
    storage.setItem(USER_DATA_KEY, JSON.stringify({ schema_name: "iron_house" }));
    expect(getStoredUser()).toEqual({
      user_id: 0,
      username: "",
      full_name: "",
      email: "",
      gym_name: "",
      schema_name: "iron_house",
      role: "TRAINER",
    });
  });

  it("notifies subscribers on every change and stops after unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession("tok-1", owner);
    saveUser({ ...owner, gym_name: "Renamed Gym" });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    saveSession("tok-2", owner);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("works without localStorage at all", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(getToken()).toBeNull();
    expect(() => clearSession()).not.toThrow();
  });
});
