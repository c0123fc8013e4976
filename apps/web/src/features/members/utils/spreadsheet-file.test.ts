import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { bulkUploadErrorText } from "../api/bulk-upload-members.ts";
import { formatFileSize, INVALID_FILE_TEXT, NO_FILE_TEXT, spreadsheetFileError } from "./spreadsheet-file.ts";

describe("spreadsheetFileError (part 1 §5)", () => {
  it("accepts Excel and CSV files by type or by extension", () => {
    expect(spreadsheetFileError({ name: "members.xlsx", type: "" })).toBeNull();
    expect(spreadsheetFileError({ name: "MEMBERS.XLS", type: "" })).toBeNull();
    expect(spreadsheetFileError({ name: "members.csv", type: "text/csv" })).toBeNull();
    expect(spreadsheetFileError({ name: "export", type: "application/vnd.ms-excel" })).toBeNull();
  });

  it("refuses anything else and asks for a file when there is none", () => {
    expect(spreadsheetFileError({ name: "photo.png", type: "image/png" })).toBe(INVALID_FILE_TEXT);
    expect(spreadsheetFileError(null)).toBe(NO_FILE_TEXT);
    expect(INVALID_FILE_TEXT).toBe("Please select a valid Excel file (.xlsx or .xls)");
  });
});

describe("bulkUploadErrorText (part 1 §8)", () => {
  it("shows the server's error, else 'Upload failed', and the network text when nothing answered", () => {
    expect(bulkUploadErrorText(new ApiError(400, { error: "File has no rows" }, {}, "x"))).toBe("File has no rows");
    expect(bulkUploadErrorText(new ApiError(500, {}, "oops", "x"))).toBe("Upload failed");
    expect(bulkUploadErrorText(new ApiError(0, {}, undefined, "x"))).toBe("Network error. Please try again.");
    expect(bulkUploadErrorText(new Error("?"))).toBe("Upload failed");
  });
});

describe("formatFileSize", () => {
  it("reads like a file manager", () => {
    expect(formatFileSize(900)).toBe("900 B");
    expect(formatFileSize(2048)).toBe("2.0 KB");
    expect(formatFileSize(3 * 1024 * 1024)).toBe("3.0 MB");
  });
});
