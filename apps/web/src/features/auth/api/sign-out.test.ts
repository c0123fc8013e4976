import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, getToken, saveSession } from "../../../lib/session-storage.ts";
import { MemoryStorage } from "../../../test/memory-storage.ts";
import { SIGN_OUT_PATH, signOutEverywhere } from "./sign-out.ts";

const fetchMock = vi.fn<typeof fetch>();
const user = {
  user_id: 1,
  username: "owner",
  full_name: "Owner",
  email: "",
  gym_name: "Gym",
  schema_name: "demo_gym",
  role: "OWNER" as const,
};

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  saveSession("the-token", user);
});
afterEach(() => vi.unstubAllGlobals());

describe("signOutEverywhere", () => {
  it("asks the server to end the session with the token, and forgets it here at once", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, message: "Signed out" })));
    const done = signOutEverywhere(clearSession);
    expect(getToken()).toBeNull();
    await done;
    const [url, init] = fetchMock.mock.lastCall!;
    expect(url).toBe(SIGN_OUT_PATH);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer the-token");
  });

  it("still signs out here when the call fails or the token is already refused", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    await expect(signOutEverywhere(clearSession)).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
    saveSession("the-token", user);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, error: "x" }), { status: 401 }));
    await expect(signOutEverywhere(clearSession)).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
  });
});
