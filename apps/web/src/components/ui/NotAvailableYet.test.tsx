import { describe, expect, it } from "vitest";
import { renderStatic } from "../../test/render-static.tsx";
import { NotAvailableYet } from "./NotAvailableYet.tsx";

describe("NotAvailableYet (issue 8 §4.10)", () => {
  it("is not a dead end: it has the back-to-dashboard control and the screen's title", () => {
    const html = renderStatic(<NotAvailableYet title="Trainer Management" />, { path: "/dashboard/trainers" });
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain("Back to Dashboard");
    expect(html).toContain("Trainer Management");
    expect(html).toContain("This screen is not available yet.");
  });
});
