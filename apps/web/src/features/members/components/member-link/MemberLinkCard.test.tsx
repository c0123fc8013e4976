// @vitest-environment happy-dom
import { MEMBER_LINK_CREATED, MEMBER_LINK_REVOKED, type MemberLink } from "@gym/contracts";
import { ModalsProvider } from "@mantine/modals";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { memberLinkPath } from "../../api/get-member-link.ts";
import { MemberLinkCard } from "./MemberLinkCard.tsx";

vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = stubFetch();

const link = (token: string): MemberLink => ({
  member_id: 7,
  url: `https://gym.example.in/m/demo_gym/${token}`,
  created_at: "2026-12-13T04:30:00.000Z",
  whatsapp_url: `https://wa.me/919812345678?text=${encodeURIComponent(`Hi Asha\nhttps://gym.example.in/m/demo_gym/${token}`)}`,
});

/** The link endpoint: GET answers the current link, POST makes a new one, DELETE revokes. */
function serve(start: MemberLink | null) {
  let current = start;
  fetchMock.mockImplementation(async (_url, init) => {
    const method = init?.method ?? "GET";
    if (method === "POST") {
      current = link("B".repeat(32));
      return jsonResponse(200, { success: true, message: MEMBER_LINK_CREATED, link: current });
    }
    if (method === "DELETE") {
      current = null;
      return jsonResponse(200, { success: true, message: MEMBER_LINK_REVOKED, link: null });
    }
    return jsonResponse(200, { success: true, message: "", link: current });
  });
}

const show = () =>
  renderDom(
    <ModalsProvider>
      <MemberLinkCard memberId={7} name="Asha Kumar" />
    </ModalsProvider>,
  );

describe("MemberLinkCard (decision 0341)", () => {
  it("shows the link, Copy and a WhatsApp link with the ready message", async () => {
    serve(link("A".repeat(32)));
    show();
    expect((await screen.findByTestId("member-link-url")).textContent).toBe(
      `https://gym.example.in/m/demo_gym/${"A".repeat(32)}`,
    );
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    const wa = screen.getByRole("link", { name: "Send on WhatsApp" });
    expect(wa.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919812345678\?text=/);
  });

  it("rotates only after the confirmation, then shows the new link", async () => {
    serve(link("A".repeat(32)));
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Rotate" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/current link will stop working at once/)).toBeTruthy();
    const posts = () =>
      fetchMock.mock.calls.filter(([url, init]) => String(url).includes(memberLinkPath(7)) && init?.method === "POST");
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Make new link" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId("member-link-url").textContent).toBe(
        `https://gym.example.in/m/demo_gym/${"B".repeat(32)}`,
      ),
    );
  });

  it("revokes after the confirmation; with no link it offers to make one", async () => {
    serve(link("A".repeat(32)));
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Revoke" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("No link in use.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Make a link" })).toBeTruthy();
  });
});
