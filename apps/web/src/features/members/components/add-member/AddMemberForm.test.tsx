// @vitest-environment happy-dom
import { CONSENT_CHECKBOX_DESK } from "@gym/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { privacyNoticePath } from "../../api/get-privacy-notice.ts";
import { REGISTER_MEMBER_PATH } from "../../api/register-member.ts";
import { AddMemberForm } from "./AddMemberForm.tsx";

vi.setConfig({ testTimeout: 60_000 });
const { fetchMock } = stubFetch();

/** The gym's own notice (decision 0350): its third version, with the gym's text. */
const GYM_NOTICE = {
  version: 3,
  items: ["Name and phone: to reach you, kept 1 year after you leave."],
  rights: "Ask the desk for a copy or erasure.",
  contact: "Grievances: Priya, 98765 43210",
  created_at: "2026-12-01T10:00:00.000Z",
  created_by: "Owner",
};
function answer(save: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(REGISTER_MEMBER_PATH)
      ? save()
      : String(url).includes(privacyNoticePath)
        ? jsonResponse(200, { success: true, notice: GYM_NOTICE })
        : jsonResponse(404, { success: false, error: "Not found" }),
  );
}
const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).includes(REGISTER_MEMBER_PATH));
const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });
/** A field's error as a screen reader hears it: part of its accessible description. */
const described = (name: string, text: string) =>
  waitFor(() => {
    const ids = (field(name).getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    expect(ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ")).toContain(text);
  });

async function fillRequired(user: ReturnType<typeof renderDom>["user"]) {
  await user.type(field("First name"), "Kavya");
  await user.type(field("Last name"), "Nair");
  await user.type(field("Phone"), "9812345678");
  await user.type(field("Email"), "kavya@example.com");
  await user.type(field("Username"), "kavya.nair");
  await user.type(screen.getByLabelText(/^Password/), "Welcome@123");
  await user.type(field("Date of birth"), "25-11-1994");
  await user.click(screen.getByRole("combobox", { name: "Gender" }));
  await user.click(await screen.findByRole("option", { name: "Female" }));
}

describe("Add New Member on the form kit", () => {
  it("an empty form: the required texts named by label, nothing sent", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<AddMemberForm />);
    await user.click(screen.getByRole("button", { name: "Add Member" }));
    for (const text of ["First name is required", "Last name is required", "Username is required", "Phone is required"])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(await screen.findByText("Gender is required")).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it("dates: a renewal before joining, a future birth and an unreadable day are named even while other fields fail", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<AddMemberForm />);
    await user.type(field("Date of birth"), "31-02-1994");
    await user.clear(field("Joining date"));
    await user.type(field("Joining date"), "10-03-2026");
    await user.type(field("Renewal date"), "01-03-2026");
    await user.click(screen.getByRole("button", { name: "Add Member" }));
    await described("Renewal date", "Renewal date cannot be before the joining date");
    await described("Date of birth", "Enter the date as DD-MM-YYYY (for example 25-11-1994) or YYYY-MM-DD");
    await user.clear(field("Date of birth"));
    await user.type(field("Date of birth"), "2099-01-01");
    await user.click(screen.getByRole("button", { name: "Add Member" }));
    await described("Date of birth", "Date of birth cannot be after today");
    expect(saves()).toHaveLength(0);
  });

  it("a complete form is sent once, the button busy while it runs", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<AddMemberForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Add Member" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add Member" }).getAttribute("data-loading")).toBe("true"),
    );
    expect(saves()).toHaveLength(1);
    const body = (saves()[0]?.[1] as RequestInit | undefined)?.body as FormData;
    expect([body.get("date_of_birth"), body.get("gender"), body.get("first_name")]).toEqual([
      "1994-11-25",
      "F",
      "Kavya",
    ]);
  });

  it("the server's refusal: its words above the form and its field texts under the fields; nothing typed is lost", async () => {
    answer(() =>
      jsonResponse(400, {
        success: false,
        error: "Username already exists",
        errors: { username: "Username already exists" },
      }),
    );
    const { user } = renderDom(<AddMemberForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Add Member" }));
    expect(await screen.findByTestId("register-error")).toBeTruthy();
    expect(screen.getAllByText("Username already exists").length).toBeGreaterThanOrEqual(2);
    expect((field("First name") as HTMLInputElement).value).toBe("Kavya");
  });

  it("consent (decision 0304): unticked, none is sent; ticked, the notice's version goes with the member", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<AddMemberForm />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Add Member" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(((saves()[0]![1] as RequestInit).body as FormData).has("privacy_notice_version")).toBe(false);
  });

  it("the consent box shows the gym's itemised notice on request and sends its version when ticked", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<AddMemberForm />);
    await fillRequired(user);
    const notice = await screen.findByRole("button", { name: "Read the privacy notice" });
    expect(screen.getByText(/Privacy notice version 3\./)).toBeTruthy();
    expect(notice.getAttribute("aria-expanded")).toBe("false");
    await user.click(notice);
    expect(screen.getByRole("button", { name: "Hide the privacy notice" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(GYM_NOTICE.items[0]!)).toBeTruthy();
    expect(screen.getByText(GYM_NOTICE.contact)).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: CONSENT_CHECKBOX_DESK }));
    await user.click(screen.getByRole("button", { name: "Add Member" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(((saves()[0]![1] as RequestInit).body as FormData).get("privacy_notice_version")).toBe("3");
  });
});
