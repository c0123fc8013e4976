// @vitest-environment happy-dom
import { CONSENT_CHECKBOX_BULK, PRIVACY_NOTICE_DEFAULT } from "@gym/contracts";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderDom } from "../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../test/stub-fetch.ts";
import { privacyNoticePath } from "../api/get-privacy-notice.ts";
import BulkUploadPage from "./BulkUploadPage.tsx";

vi.setConfig({ testTimeout: 30_000 });
const { fetchMock } = stubFetch();

/** The uploads the page sent: XMLHttpRequest (for the progress bar), held open so the page stays busy. */
const sent: FormData[] = [];
class FakeXhr {
  upload = { onprogress: null };
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    sent.push(body);
  }
  abort() {}
}
/** The gym has saved its own text once: version 2 is current (decision 0350). */
const NOTICE = { ...PRIVACY_NOTICE_DEFAULT, version: 2, created_at: "2026-12-01T10:00:00.000Z", created_by: "Owner" };
beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(privacyNoticePath)
      ? jsonResponse(200, { success: true, notice: NOTICE })
      : jsonResponse(404, { success: false, error: "Not found" }),
  );
  sent.length = 0;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

const sheet = () => new File(["first_name\nRavi"], "members.csv", { type: "text/csv" });

async function chooseAndUpload(user: ReturnType<typeof renderDom>["user"], tick: boolean) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, sheet());
  expect(await screen.findByText("members.csv")).toBeTruthy();
  if (tick) await user.click(screen.getByRole("checkbox", { name: CONSENT_CHECKBOX_BULK }));
  await user.click(screen.getByRole("button", { name: "Upload Members" }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
}

describe("Bulk Member Upload: consent for the whole sheet (decision 0304)", () => {
  it("unticked: the file goes without a notice version (no consent recorded)", async () => {
    const { user, unmount } = renderDom(<BulkUploadPage />);
    const body = await chooseAndUpload(user, false);
    expect(body.get("file")).toBeTruthy();
    expect(body.has("privacy_notice_version")).toBe(false);
    unmount();
  });

  it("ticked after reading the notice: the notice's version goes with the file", async () => {
    const { user, unmount } = renderDom(<BulkUploadPage />);
    await user.click(await screen.findByRole("button", { name: "Read the privacy notice" }));
    expect(screen.getByText(NOTICE.items[1]!)).toBeTruthy();
    const body = await chooseAndUpload(user, true);
    expect(body.get("privacy_notice_version")).toBe("2");
    unmount();
  });
});
