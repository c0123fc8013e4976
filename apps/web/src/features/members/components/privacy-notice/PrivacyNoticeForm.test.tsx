// @vitest-environment happy-dom
import { PRIVACY_NOTICE_DEFAULT, PRIVACY_NOTICE_SAVED } from "@gym/contracts";
import { ModalsProvider } from "@mantine/modals";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { privacyNoticePath, privacyNoticeVersionPath, updatePrivacyNoticePath } from "../../api/get-privacy-notice.ts";
import PrivacyNoticePage from "../../pages/PrivacyNoticePage.tsx";

vi.setConfig({ testTimeout: 60_000 });
const { fetchMock } = stubFetch();

const V1 = { ...PRIVACY_NOTICE_DEFAULT, version: 1, created_at: null, created_by: "" };
const CONTACT = "Grievances: Priya Nair, 98765 43210";

function serve() {
  let current: typeof V1 | (typeof V1 & { created_at: string }) = V1;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes(updatePrivacyNoticePath) && init?.method === "PUT") {
      const body = JSON.parse(String(init.body));
      current = { ...body, version: 2, created_at: "2026-12-14T04:30:00.000Z", created_by: "Test Owner" };
      return jsonResponse(200, { success: true, message: PRIVACY_NOTICE_SAVED(2), notice: current, changed: true });
    }
    if (path.includes(privacyNoticeVersionPath(1))) return jsonResponse(200, { success: true, notice: V1 });
    if (path.includes(privacyNoticePath)) return jsonResponse(200, { success: true, notice: current });
    return jsonResponse(404, { success: false, error: "Not found" });
  });
}
const page = () =>
  renderDom(
    <ModalsProvider>
      <PrivacyNoticePage />
    </ModalsProvider>,
  );

describe("the gym's privacy notice screen (decision 0350)", () => {
  it("starts from the default text as version 1, previews edits, and refuses an empty item without sending", async () => {
    serve();
    const { user } = page();
    expect(await screen.findByText(/Version 1: the product's default text/)).toBeTruthy();
    const preview = screen.getByTestId("privacy-notice-preview");
    expect(within(preview).getByText("Privacy notice (version 1)")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Add an item" }));
    await user.click(screen.getByRole("button", { name: "Save as a new version" }));
    expect(await screen.findByText("An item cannot be empty: write it or remove it")).toBeTruthy();
    expect(callsTo(fetchMock, updatePrivacyNoticePath)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: `Remove item ${PRIVACY_NOTICE_DEFAULT.items.length + 1}` }));
    const contact = screen.getByRole("textbox", { name: /^Contact for grievances/ });
    await user.clear(contact);
    await user.type(contact, CONTACT);
    expect(within(preview).getByText(CONTACT)).toBeTruthy();
    expect(within(preview).getByText("Privacy notice (version 2)")).toBeTruthy();
  });

  it("saving confirms that it makes version 2 and keeps version 1, then sends the text with the edited version", async () => {
    serve();
    const { user } = page();
    const contact = await screen.findByRole("textbox", { name: /^Contact for grievances/ });
    await user.clear(contact);
    await user.type(contact, CONTACT);
    await user.click(screen.getByRole("button", { name: "Save as a new version" }));
    expect(
      await screen.findByText(/Saving a changed text makes version 2 of the notice\. Version 1 is kept/),
    ).toBeTruthy();
    expect(callsTo(fetchMock, updatePrivacyNoticePath)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Save version 2" }));
    await waitFor(() => expect(callsTo(fetchMock, updatePrivacyNoticePath)).toHaveLength(1));
    expect(callsTo(fetchMock, updatePrivacyNoticePath)[0]!.body).toEqual({
      items: PRIVACY_NOTICE_DEFAULT.items,
      rights: PRIVACY_NOTICE_DEFAULT.rights,
      contact: CONTACT,
      version: 1,
    });
    expect(await screen.findByText(PRIVACY_NOTICE_SAVED(2))).toBeTruthy();
    expect(await screen.findByText(/Version 2, saved on 14 Dec 2026 by Test Owner/)).toBeTruthy();

    // Version 1 stays readable as it was.
    const past = screen.getByTestId("privacy-notice-past");
    await user.click(within(past).getByRole("combobox", { name: "Version" }));
    await user.click(await screen.findByRole("option", { name: "Version 1" }));
    expect(await within(past).findByText(PRIVACY_NOTICE_DEFAULT.contact)).toBeTruthy();
    expect(within(past).getByText(/The product's default text\. Read-only/)).toBeTruthy();
  });
});
