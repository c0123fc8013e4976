import { describe, expect, it } from "vitest";
import { renderStatic } from "../../test/render-static.tsx";
import { DateTextInput, dateRangeProblem } from "./DateTextInput.tsx";

const noop = () => {};

describe("DateTextInput (issue 22 §11: the one date field, day first)", () => {
  it("shows a form's YYYY-MM-DD day as DD-MM-YYYY with the reading in words", () => {
    const html = renderStatic(<DateTextInput iso label="Date" value="2026-12-04" onChange={noop} />);
    expect(html).toContain('value="04-12-2026"');
    expect(html).toContain("Reads as 4 Dec 2026");
  });

  it("keeps a typed text as typed when the form keeps the text", () => {
    const html = renderStatic(<DateTextInput label="Date of birth" value="14081992" onChange={noop} />);
    expect(html).toContain('value="14081992"');
    expect(html).toContain("Reads as 14 Aug 1992");
  });

  it("empty: the hint and the DD-MM-YYYY placeholder, no reading", () => {
    const html = renderStatic(
      <DateTextInput iso label="Completed Date" hint="Leave empty for today" onChange={noop} />,
    );
    expect(html).toContain('placeholder="DD-MM-YYYY"');
    expect(html).toContain("Leave empty for today");
    expect(html).not.toContain("Reads as");
  });

  it("names the calendar button after the field", () => {
    const html = renderStatic(<DateTextInput iso label="Payment Date" value="" onChange={noop} />);
    expect(html).toContain('aria-label="Choose payment date from a calendar"');
  });
});

describe("dateRangeProblem", () => {
  it("names a day before the first or after the last day offered, both sides of the boundary", () => {
    expect(dateRangeProblem("2026-12-02", undefined, "2026-12-02")).toBeNull();
    expect(dateRangeProblem("2026-12-03", undefined, "2026-12-02")).toBe("Choose 2 Dec 2026 or earlier");
    expect(dateRangeProblem("2026-12-01", "2026-12-01")).toBeNull();
    expect(dateRangeProblem("2026-11-30", "2026-12-01")).toBe("Choose 1 Dec 2026 or later");
  });
});
