import { afterEach, describe, expect, it, vi } from "vitest";
import { attachmentName, downloadFile } from "./api-download.ts";

afterEach(() => vi.unstubAllGlobals());

describe("downloadFile", () => {
  it("reads the file name from content-disposition", () => {
    expect(attachmentName('attachment; filename="gst-pack-demo_gym-2026-11.xlsx"', "x.xlsx")).toBe(
      "gst-pack-demo_gym-2026-11.xlsx",
    );
    expect(attachmentName(null, "members.csv")).toBe("members.csv");
  });

  it("answers the bytes and the server's name, and turns a refusal into the server's words", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        new Response("a,b\r\n", {
          headers: { "content-disposition": 'attachment; filename="members-g-2026-12-02.csv"' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: false, error: "Too many", message: "Too many rows" }), { status: 400 }),
      );
    vi.stubGlobal("fetch", fetch);
    const file = await downloadFile("/api/members/members/export/", { format: "csv", search: "" }, "members.csv");
    expect(file.filename).toBe("members-g-2026-12-02.csv");
    expect(await file.blob.text()).toBe("a,b\r\n");
    expect(fetch.mock.calls[0]![0]).toBe("/api/members/members/export/?format=csv");
    await expect(downloadFile("/api/x/", {}, "x.csv")).rejects.toMatchObject({ status: 400 });
  });
});
