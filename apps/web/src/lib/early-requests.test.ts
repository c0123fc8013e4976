import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../test/memory-storage.ts";
import { apiRequest } from "./api-client.ts";
import {
  EARLY_RESPONSE_MAX_AGE_MS,
  forgetEarlyRequestsForTests,
  startEarlyRequest,
  takeEarlyResponse,
} from "./early-requests.ts";
import { saveSession } from "./session-storage.ts";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const user = {
  user_id: 1,
  username: "owner",
  full_name: "O",
  email: "",
  gym_name: "G",
  schema_name: "demo_gym",
  role: "OWNER" as const,
};

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Some tests leave a request untaken on purpose; the next file's apiRequest must not be answered by it.
  forgetEarlyRequestsForTests();
});

describe("early requests", () => {
  it("are sent with the headers apiRequest sends", () => {
    fetchMock.mockResolvedValue(json({}));
    startEarlyRequest("/api/auth/session/", "tok");
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe("/api/auth/session/");
    expect(init?.headers).toEqual({ Accept: "application/json", Authorization: "Bearer tok" });
    takeEarlyResponse("/api/auth/session/", "tok");
  });

  it("are handed over once, and only for the same token and while fresh", () => {
    fetchMock.mockResolvedValue(json({}));
    startEarlyRequest("/a/", "tok", 1_000);
    expect(takeEarlyResponse("/a/", "tok", 2_000)).toBeDefined();
    expect(takeEarlyResponse("/a/", "tok", 2_000)).toBeUndefined();

    startEarlyRequest("/b/", "tok", 1_000);
    expect(takeEarlyResponse("/b/", "other", 2_000)).toBeUndefined();

    startEarlyRequest("/c/", "tok", 1_000);
    expect(takeEarlyResponse("/c/", "tok", 1_000 + EARLY_RESPONSE_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it("answer the first apiRequest for their URL without a second fetch; later calls fetch again", async () => {
    saveSession("tok", user);
    fetchMock.mockResolvedValueOnce(json({ success: true, user: { id: "early" } }));
    startEarlyRequest("/api/auth/session/", "tok");
    fetchMock.mockResolvedValue(json({ success: true, user: { id: "fresh" } }));

    expect(await apiRequest("/api/auth/session/")).toEqual({ success: true, user: { id: "early" } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiRequest("/api/auth/session/")).toEqual({ success: true, user: { id: "fresh" } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("report a network failure through apiRequest like any call, and an untaken failure is not an unhandled rejection", async () => {
    saveSession("tok", user);
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    startEarlyRequest("/api/dashboard/home/", "tok");
    await expect(apiRequest("/api/dashboard/home/")).rejects.toMatchObject({ status: 0 });

    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    startEarlyRequest("/never/taken/", "tok");
    await new Promise((r) => setTimeout(r, 0));
  });

  it("are never used for writes", async () => {
    saveSession("tok", user);
    fetchMock.mockResolvedValueOnce(json({ early: true }));
    startEarlyRequest("/api/x/", "tok");
    fetchMock.mockResolvedValue(json({ written: true }));
    expect(await apiRequest("/api/x/", { method: "POST", body: {} })).toEqual({ written: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
