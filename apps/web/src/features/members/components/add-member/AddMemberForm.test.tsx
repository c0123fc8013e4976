import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../../test/render-static.tsx";
import { AddMemberForm } from "./AddMemberForm.tsx";

describe("AddMemberForm: the company GSTIN (decision 0222)", () => {
  it("offers an optional GSTIN field saying what it is for", () => {
    const html = renderStatic(<AddMemberForm onRegistered={() => {}} />);
    expect(html).toContain("Company GSTIN");
    expect(html).toContain("for a company paying for this membership, printed on its tax invoices");
    expect(html).toMatch(/<input[^>]*placeholder="29ABCDE1234F1ZW"/);
  });
});
