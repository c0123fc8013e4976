import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../../test/render-static.tsx";
import { GstPackCard } from "./GstPackCard.tsx";

describe("GstPackCard (issue 27 §5)", () => {
  it("offers last month by default, the month/quarter choice, the file kinds and the download button", () => {
    const html = renderStatic(<GstPackCard today="2026-12-02" />, { path: "/dashboard/expenseReports" });
    expect(html).toContain("GST pack for the accountant");
    expect(html).toContain("the B2B invoices and the credit notes for GSTR-1");
    expect(html).toContain('value="November 2026"');
    expect(html).toContain("Quarter");
    expect(html).toContain('value="Excel workbook (all tables)"');
    expect(html).toContain("Download GST pack");
  });
});
