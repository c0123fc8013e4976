import { describe, expect, it } from "vitest";
import { rejectionText, takeFiles } from "./pick-files.ts";

const files = (n: number) => Array.from({ length: n }, (_, i) => new File(["x"], `f${i}.png`, { type: "image/png" }));

describe("takeFiles", () => {
  it("keeps at most five in all and says so", () => {
    expect(takeFiles(0, files(3))).toEqual({ taken: files(3), warning: null });
    const over = takeFiles(3, files(4));
    expect(over.taken).toHaveLength(2);
    expect(over.warning).toBe("You can upload at most 5 images at a time");
    expect(takeFiles(5, files(1)).taken).toEqual([]);
  });
});

describe("rejectionText", () => {
  const reject = (name: string, code: string) => ({ file: new File(["x"], name), errors: [{ code, message: code }] });
  it("names the refused files", () => {
    expect(rejectionText([reject("a.pdf", "file-invalid-type")])).toBe(
      "Only image files (PNG, JPG, JPEG, GIF, WebP) can be added: a.pdf",
    );
    expect(rejectionText([reject("big.png", "file-too-large")])).toBe("Larger than 10MB: big.png");
    expect(rejectionText([reject("a.png", "too-many-files")])).toBe("You can upload at most 5 images at a time");
  });
});
