import { describe, expect, it } from "vitest";
import { formatMegabytes } from "../../../lib/file-size.ts";
import {
  imageTooLargeMessage,
  MAX_MAIN_IMAGE_BYTES,
  MAX_MAIN_VIDEO_BYTES,
  mainMediaSizeError,
  videoTooLargeMessage,
} from "./file-size.ts";

describe("main media limits (part 1 §5, §9)", () => {
  it("uses the spec's byte limits", () => {
    expect(MAX_MAIN_IMAGE_BYTES).toBe(5242880);
    expect(MAX_MAIN_VIDEO_BYTES).toBe(52428800);
  });

  it("formats sizes in MB with two decimals", () => {
    expect(formatMegabytes(6_553_600)).toBe("6.25");
    expect(formatMegabytes(0)).toBe("0.00");
  });

  it("words the messages exactly as the spec does", () => {
    expect(imageTooLargeMessage(6_553_600)).toBe("Image file is too large (6.25MB). Maximum allowed size is 5MB.");
    expect(videoTooLargeMessage(60 * 1024 * 1024)).toBe(
      "Video file is too large (60.00MB). Maximum allowed size is 50MB.",
    );
  });

  it("accepts files up to and including the limit, rejects anything larger", () => {
    expect(mainMediaSizeError("image", { size: MAX_MAIN_IMAGE_BYTES })).toBeNull();
    expect(mainMediaSizeError("image", { size: MAX_MAIN_IMAGE_BYTES + 1 })).toBe(
      "Image file is too large (5.00MB). Maximum allowed size is 5MB.",
    );
    expect(mainMediaSizeError("video", { size: MAX_MAIN_VIDEO_BYTES })).toBeNull();
    expect(mainMediaSizeError("video", { size: MAX_MAIN_VIDEO_BYTES * 2 })).toBe(
      "Video file is too large (100.00MB). Maximum allowed size is 50MB.",
    );
  });
});
