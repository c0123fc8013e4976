// @vitest-environment happy-dom
import { CONSENT_CHECKBOX_MEMBER, PUBLIC_FEEDBACK_SENT } from "@gym/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderDom } from "../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../test/stub-fetch.ts";
import { publicFeedbackCategoriesPath, publicFeedbackSubmitPath } from "../api/public-feedback.ts";
import PublicFeedbackSection from "./PublicFeedbackSection.tsx";

vi.setConfig({ testTimeout: 60_000 });
const { fetchMock } = stubFetch();

const feedback = {
  id: 1,
  subject: "Showers",
  message: "Cold water in the mornings.",
  category_name: null,
  rating: null,
  status: "PENDING",
  status_display: "Pending",
  admin_response: null,
  responded_at: null,
  created_at: "2026-12-13T04:30:00.000Z",
  attachment_url: null,
  responses: [],
};

/** The gym's own notice, from the public page's data (decision 0350). */
const NOTICE = {
  version: 2,
  items: ["Your member code, phone and feedback: to answer you, kept 2 years."],
  rights: "Ask the desk for a copy or erasure.",
  contact: "Grievances: Priya, 98765 43210",
};
function serve() {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes(publicFeedbackCategoriesPath("demo_gym")))
      return jsonResponse(200, { success: true, categories: [{ id: 3, name: "General" }], privacy_notice: NOTICE });
    if (path.includes(publicFeedbackSubmitPath("demo_gym")))
      return jsonResponse(200, { success: true, message: PUBLIC_FEEDBACK_SENT, feedback });
    return jsonResponse(404, { success: false, error: "Not found" });
  });
}
/** The POSTs of the form (multipart bodies). */
const sends = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(publicFeedbackSubmitPath("demo_gym")) && init?.method === "POST")
    .map(([, init]) => ({ body: init!.body }));

async function fill(user: ReturnType<typeof renderDom>["user"]) {
  await user.type(screen.getByRole("textbox", { name: /^Member code/ }), "MEM0001");
  await user.type(screen.getByRole("textbox", { name: /^Registered phone number/ }), "9876501234");
  await user.type(screen.getByRole("textbox", { name: /^Subject/ }), "Showers");
  await user.type(screen.getByRole("textbox", { name: /^Message/ }), "Cold water in the mornings.");
  await user.click(screen.getByRole("radio", { name: "4 stars" }));
}

describe("the public feedback form's consent box (decision 0304)", () => {
  it("unticked: the feedback goes without consent; ticked after reading the notice: its version goes too", async () => {
    serve();
    const { user } = renderDom(<PublicFeedbackSection schemaName="demo_gym" gymName="Demo Fitness Center" />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Feedback" }));
    expect(await screen.findByText(PUBLIC_FEEDBACK_SENT)).toBeTruthy();
    expect((sends()[0]!.body as FormData).has("privacy_notice_version")).toBe(false);
    // The box is cleared with the rest of the message after a send.
    const box = screen.getByRole("checkbox", { name: CONSENT_CHECKBOX_MEMBER }) as HTMLInputElement;
    expect(box.checked).toBe(false);

    await user.click(screen.getByRole("button", { name: "Read the privacy notice" }));
    expect(screen.getByText(NOTICE.items[0]!)).toBeTruthy();
    expect(screen.getByText(NOTICE.contact)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /^Subject/ }), "Lockers");
    await user.type(screen.getByRole("textbox", { name: /^Message/ }), "One lock is broken.");
    await user.click(screen.getByRole("radio", { name: "3 stars" }));
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Send Feedback" }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect((sends()[1]!.body as FormData).get("privacy_notice_version")).toBe("2");
  });
});
