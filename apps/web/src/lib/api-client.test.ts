import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../test/stub-fetch.ts";
import { apiRequest, buildUrl, onUnauthorized } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { TOKEN_KEY, USER_DATA_KEY } from "./session-storage.ts";

const stub = stubFetch();
const { fetchMock } = stub;

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}

describe("apiRequest", () => {
  it("sends the stored token as a Bearer header to a same-origin path", async () => {
    stub.storage().setItem(TOKEN_KEY, "tok-1");
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, value: 1 }));
    await expect(apiRequest("/api/x/", { query: { a: 1, empty: "", none: undefined } })).resolves.toEqual({
      success: true,
      value: 1,
    });
    const { url, headers } = lastRequest();
    expect(url).toBe("/api/x/?a=1");
    expect(headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("sends no Authorization header without a token", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await apiRequest("/api/x/");
    expect(lastRequest().headers.has("Authorization")).toBe(false);
  });

  it("sends plain objects as JSON and FormData untouched", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true }));
    await apiRequest("/api/x/", { method: "POST", body: { a: 1 } });
    expect(lastRequest().init.body).toBe('{"a":1}');
    expect(lastRequest().headers.get("Content-Type")).toBe("application/json");

    const form = new FormData();
    form.append("file", "x");
    await apiRequest("/api/x/", { method: "POST", body: form });
    expect(lastRequest().init.body).toBe(form);
    // The browser must set multipart's boundary itself.
    expect(lastRequest().headers.has("Content-Type")).toBe(false);
  });

  it("turns the failure envelope into an ApiError carrying the server's texts", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { success: false, error: "Bad thing", message: "More words", error_message: "Shown text" }),
    );
    const error = await caught(apiRequest("/api/x/"));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Shown text");
    expect(error.texts).toEqual({ error: "Bad thing", serverMessage: "More words", errorMessage: "Shown text" });
    expect(error.isClientError).toBe(true);
  });

  it("treats success:false with status 200 as a failure too", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false, message: "Nope" }));
    const error = await caught(apiRequest("/api/x/"));
    expect(error.status).toBe(200);
    expect(error.message).toBe("Nope");
  });

  it("keeps going on bodies that are not JSON", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await caught(apiRequest("/api/x/"));
    expect(error.status).toBe(502);
    expect(error.message).toBe("Request failed (502)");
  });

  it("reports a network failure as status 0", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await caught(apiRequest("/api/x/"));
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe("Network error. Please try again.");
  });

  it("on a 401 clears gym_token and gym_user_data and tells the router", async () => {
    stub.storage().setItem(TOKEN_KEY, "expired");
    stub.storage().setItem(USER_DATA_KEY, "{}");
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, error: "Invalid token" }));
    const error = await caught(apiRequest("/api/x/"));
    unsubscribe();
    expect(error.status).toBe(401);
    expect(stub.storage().getItem(TOKEN_KEY)).toBeNull();
    expect(stub.storage().getItem(USER_DATA_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it("leaves the session alone on a 401 when asked to (the sign-in call)", async () => {
    stub.storage().setItem(TOKEN_KEY, "keep");
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, error: "Invalid credentials" }));
    await caught(apiRequest("/api/x/", { skipUnauthorizedHandling: true }));
    unsubscribe();
    expect(stub.storage().getItem(TOKEN_KEY)).toBe("keep");
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("buildUrl", () => {
  it("appends to an existing query string", () => {
    expect(buildUrl("/api/x/?a=1", { b: "two words" })).toBe("/api/x/?a=1&b=two+words");
  });
});
