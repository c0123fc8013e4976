import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("words sizes the way an owner reads them", () => {
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(860_000)).toBe("840 KB");
    expect(formatFileSize(13_002_342)).toBe("12.4 MB");
    expect(formatFileSize(1_288_490_189)).toBe("1.2 GB");
  });

  it("shows a dash for no size", () => {
    expect(formatFileSize(null)).toBe("—");
    expect(formatFileSize(-1)).toBe("—");
  });
});
