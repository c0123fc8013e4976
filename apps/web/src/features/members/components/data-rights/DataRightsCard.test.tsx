// @vitest-environment happy-dom
import {
  CONSENT_RECORDED,
  CONSENT_WITHDRAWN,
  type DataRights,
  ERASURE_KEEPS,
  ERASURE_OPEN_DUES,
  ERASURE_REMOVES,
  MEMBER_DATA_ERASED,
  NO_CONSENT_RECORDED,
  PRIVACY_NOTICE_CONTACT,
  PRIVACY_NOTICE_ITEMS,
  PRIVACY_NOTICE_RIGHTS,
} from "@gym/contracts";
import { ModalsProvider } from "@mantine/modals";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { eraseMemberDataPath } from "../../api/erase-member-data.ts";
import { exportMemberDataZipPath } from "../../api/export-member-data-zip.ts";
import { memberDataRightsPath } from "../../api/get-member-data-rights.ts";
import { recordMemberConsentPath } from "../../api/record-member-consent.ts";
import { withdrawMemberConsentPath } from "../../api/withdraw-member-consent.ts";
import { DataRightsCard } from "./DataRightsCard.tsx";

vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = stubFetch();

const rights = (over: Partial<DataRights> = {}): DataRights => ({
  member_id: 7,
  notice: {
    version: "1",
    items: [...PRIVACY_NOTICE_ITEMS],
    rights: PRIVACY_NOTICE_RIGHTS,
    contact: PRIVACY_NOTICE_CONTACT,
  },
  consent_notice: null,
  consent: null,
  consent_current: false,
  erasure: null,
  open_dues: "0.00",
  active_until: null,
  ...over,
});

const erased = rights({
  erasure: {
    erased_at: "2026-12-13T04:30:00.000Z",
    erased_by: "Test Owner",
    forced: true,
    open_dues: "1575.00",
    active_until: null,
    kept_name: true,
    kept_address: false,
  },
});

/** Answers each path with the handler whose key it contains (the first match); 404 otherwise. */
function serve(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  fetchMock.mockImplementation(async (url, init) => {
    const hit = Object.entries(routes).find(([path]) => String(url).includes(path));
    return hit ? hit[1](init) : jsonResponse(404, { success: false, error: "Not found" });
  });
}

const show = () =>
  renderDom(
    <ModalsProvider>
      <DataRightsCard memberId={7} name="Asha Kumar" />
    </ModalsProvider>,
  );

describe("DataRightsCard (decision 0303)", () => {
  it("shows the text of the older version agreed to, and the owner's way to the gym's notice (decision 0350)", async () => {
    const agreed = {
      version: 1,
      items: ["Name only: to register you."],
      rights: "Ask the desk.",
      contact: "Old contact",
    };
    serve({
      [memberDataRightsPath(7)]: () =>
        jsonResponse(200, {
          success: true,
          data_rights: rights({
            notice: {
              version: "2",
              items: ["Name and phone."],
              rights: "Ask the desk.",
              contact: "Priya, 98765 43210",
            },
            consent: {
              action: "GIVEN",
              source: "ADD_MEMBER",
              notice_version: "1",
              given_at: "2026-12-13T04:30:00.000Z",
              recorded_by: "Test Owner",
            },
            consent_notice: agreed,
          }),
        }),
    });
    const { user } = show();
    expect(await screen.findByText(/Consent was given to an older notice \(v1\); record it for v2\./)).toBeTruthy();
    const read = screen.getByRole("button", { name: "Read the notice agreed to (version 1)" });
    await user.click(read);
    expect(screen.getByText(agreed.items[0]!)).toBeTruthy();
    expect(screen.getByText(agreed.contact)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit the gym's privacy notice" }).getAttribute("href")).toBe(
      "/dashboard/privacyNotice",
    );
  });

  it("says no consent is recorded, shows the notice and records consent to its version", async () => {
    let current = rights();
    serve({
      [recordMemberConsentPath(7)]: () => {
        current = rights({
          consent: {
            action: "GIVEN",
            source: "PROFILE",
            notice_version: "1",
            given_at: "2026-12-13T04:30:00.000Z",
            recorded_by: "Test Owner",
          },
          consent_current: true,
        });
        return jsonResponse(200, { success: true, message: CONSENT_RECORDED, data_rights: current });
      },
      [memberDataRightsPath(7)]: () => jsonResponse(200, { success: true, data_rights: current }),
    });
    const { user } = show();
    expect(await screen.findByText(`${NO_CONSENT_RECORDED}.`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Record consent" }));
    expect(await screen.findByText(PRIVACY_NOTICE_ITEMS[0])).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Member consents" }));
    await waitFor(() => expect(callsTo(fetchMock, recordMemberConsentPath(7))).toHaveLength(1));
    expect(callsTo(fetchMock, recordMemberConsentPath(7))[0]!.body).toEqual({ notice_version: "1" });
    expect(await screen.findByText(/given on 13 Dec 2026 on the profile, recorded by Test Owner/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Record consent" })).toBeNull();
  });

  it("withdraws a consent after a confirmation; the card then says so and offers to record consent again", async () => {
    const given = rights({
      consent: {
        action: "GIVEN",
        source: "ADD_MEMBER",
        notice_version: "1",
        given_at: "2026-12-12T04:30:00.000Z",
        recorded_by: "Desk Staff",
      },
      consent_current: true,
    });
    let current = given;
    serve({
      [withdrawMemberConsentPath(7)]: () => {
        current = rights({
          consent: {
            ...given.consent!,
            action: "WITHDRAWN",
            source: "PROFILE",
            given_at: "2026-12-13T04:30:00.000Z",
            recorded_by: "Test Owner",
          },
          consent_current: false,
        });
        return jsonResponse(200, { success: true, message: CONSENT_WITHDRAWN, data_rights: current });
      },
      [memberDataRightsPath(7)]: () => jsonResponse(200, { success: true, data_rights: current }),
    });
    const { user } = show();
    expect(await screen.findByText(/given on 12 Dec 2026 on Add New Member, recorded by Desk Staff/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Withdraw consent" }));
    expect(await screen.findByText(/No WhatsApp reminders will be offered/)).toBeTruthy();
    expect(callsTo(fetchMock, withdrawMemberConsentPath(7))).toHaveLength(0);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Withdraw consent" }));
    await waitFor(() => expect(callsTo(fetchMock, withdrawMemberConsentPath(7))).toHaveLength(1));
    expect(await screen.findByText(/Consent withdrawn on 13 Dec 2026, recorded by Test Owner/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Record consent" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Withdraw consent" })).toBeNull();
  });

  it("shows a failed withdrawal's words and keeps the consent", async () => {
    const given = rights({
      consent: {
        action: "GIVEN",
        source: "PROFILE",
        notice_version: "1",
        given_at: "2026-12-12T04:30:00.000Z",
        recorded_by: "Desk Staff",
      },
      consent_current: true,
    });
    serve({
      [withdrawMemberConsentPath(7)]: () =>
        jsonResponse(409, { success: false, error: "This member has no consent to withdraw." }),
      [memberDataRightsPath(7)]: () => jsonResponse(200, { success: true, data_rights: given }),
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Withdraw consent" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Withdraw consent" }));
    expect(await screen.findByText("This member has no consent to withdraw.")).toBeTruthy();
    expect(screen.getByText(/given on 12 Dec 2026 on the profile/)).toBeTruthy();
  });

  it("confirms erasure with what is erased and what is kept; a refusal for dues asks the owner and sends force", async () => {
    let current = rights();
    serve({
      [eraseMemberDataPath(7)]: (init) => {
        const body = JSON.parse(String(init?.body ?? "{}"));
        if (!body.force)
          return jsonResponse(409, { success: false, error: ERASURE_OPEN_DUES("1575.00"), open_dues: "1575.00" });
        current = erased;
        return jsonResponse(200, { success: true, message: MEMBER_DATA_ERASED, data_rights: erased });
      },
      [memberDataRightsPath(7)]: () => jsonResponse(200, { success: true, data_rights: current }),
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Erase personal data" }));
    expect(await screen.findByText(ERASURE_REMOVES[0])).toBeTruthy();
    expect(screen.getByText(ERASURE_KEEPS[0])).toBeTruthy();
    expect(screen.getByText("Kept, and why")).toBeTruthy();
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Erase personal data" }));
    expect(await screen.findByText(/owes ₹1575\.00.*Only the owner should confirm this\./)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Erase anyway" }));
    await waitFor(() => expect(callsTo(fetchMock, eraseMemberDataPath(7))).toHaveLength(2));
    expect(callsTo(fetchMock, eraseMemberDataPath(7)).map((c) => c.body)).toEqual([{}, { force: true }]);
    expect(await screen.findByTestId("erased-note")).toBeTruthy();
    expect(screen.getByText(/erased on 13 Dec 2026 by Test Owner \(confirmed by the owner\)/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Erase personal data" })).toBeNull();
  });

  it("downloads the member's data as a zip, named as the server names the file", async () => {
    serve({
      [exportMemberDataZipPath(7)]: () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          status: 200,
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": 'attachment; filename="member-MEM0007-data.zip"',
          },
        }),
      [memberDataRightsPath(7)]: () => jsonResponse(200, { success: true, data_rights: rights() }),
    });
    // Spies, not an assignment: the worker's URL is the next file's too (decision 0404).
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:member");
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Export data" }));
    await waitFor(() => expect(names).toEqual(["member-MEM0007-data.zip"]));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(exportMemberDataZipPath(7)))).toBe(true);
    click.mockRestore();
    created.mockRestore();
    revoked.mockRestore();
  });

  it("shows the server's words with a retry when the card cannot load", async () => {
    serve({ [memberDataRightsPath(7)]: () => jsonResponse(500, { success: false, error: "Database unavailable" }) });
    show();
    expect(await screen.findByText("Database unavailable")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Retry|Try again/ })).toBeTruthy();
  });
});
