// @vitest-environment happy-dom
import {
  FAILED_TO_DECLINE_FREEZE_REQUEST,
  FREEZE_REQUEST_DECIDED,
  FREEZE_REQUEST_DECLINE_REASON_REQUIRED,
  type FreezeRequest,
} from "@gym/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { declineFreezeRequestPath } from "../../api/decline-freeze-request.ts";
import { DeclineFreezeModal } from "./DeclineFreezeModal.tsx";

vi.setConfig({ testTimeout: 20_000 });
const { fetchMock } = stubFetch();

const request: FreezeRequest = {
  id: 9,
  member_id: 3,
  member_code: "MEM0003",
  member_name: "Farah Khan",
  from_date: "2026-12-20",
  to_date: "2026-12-24",
  days: 5,
  reason: "Wedding",
  status: "PENDING",
  decline_reason: "",
  freeze_id: null,
  requested_at: "2026-12-13T04:30:00.000Z",
  decided_at: null,
  decided_by: null,
};

describe("declining a member's freeze request (decision 0344)", () => {
  it("asks for a reason first and sends nothing without one", async () => {
    const { user } = renderDom(<DeclineFreezeModal request={request} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText(FREEZE_REQUEST_DECLINE_REASON_REQUIRED)).toBeTruthy();
    expect(callsTo(fetchMock, declineFreezeRequestPath(9))).toHaveLength(0);
  });

  it("sends the reason; the server's refusal is shown under the spec's title", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(409, { success: false, error: FREEZE_REQUEST_DECIDED, message: "Conflict" }),
    );
    const onClose = vi.fn();
    const { user } = renderDom(<DeclineFreezeModal request={request} onClose={onClose} />);
    await user.type(screen.getByLabelText(/^Reason/), "Peak season");
    await user.click(screen.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(callsTo(fetchMock, declineFreezeRequestPath(9))).toHaveLength(1));
    expect(await screen.findByText(FAILED_TO_DECLINE_FREEZE_REQUEST)).toBeTruthy();
    expect(await screen.findByText(FREEZE_REQUEST_DECIDED)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
