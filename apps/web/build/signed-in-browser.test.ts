import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "./signed-in-browser.ts";

describe("the session it stores", () => {
  it("uses the keys the dashboard reads (lib/session-storage.ts)", async () => {
    const { TOKEN_KEY, USER_DATA_KEY } = await import("../src/lib/session-storage.ts");
    expect(STORAGE_KEYS).toEqual({ token: TOKEN_KEY, user: USER_DATA_KEY });
  });
});
