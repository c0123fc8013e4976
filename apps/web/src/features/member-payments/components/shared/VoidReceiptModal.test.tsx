// @vitest-environment happy-dom
import {
  FAILED_TO_VOID_RECEIPT,
  type Invoice,
  notAllowedText,
  VOID_REASON_REQUIRED,
  VOID_REASON_TOO_SHORT,
} from "@gym/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { INVOICES_PATH } from "../../../../lib/invoices.ts";
import { saveSession } from "../../../../lib/session-storage.ts";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { voidInvoicePath } from "../../api/void-invoice.ts";
import { InvoicesModal } from "./InvoicesModal.tsx";
import { VoidReceiptModal } from "./VoidReceiptModal.tsx";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = stubFetch();

const receipt: Invoice = {
  invoice_id: 12,
  invoice_number: "26-27/0012",
  payment_id: 41,
  member_name: "Aarav Joshi",
  member_phone: "9876543210",
  amount: 1180,
  membership_period: "December 2026",
  payment_method: "UPI",
  payment_date: "2026-12-20",
  whatsapp_url: null,
  voided: false,
  void_reason: null,
  credit_note_number: null,
};
const voided = { ...receipt, voided: true, void_reason: "Paid twice", credit_note_number: "CN/26-27/0001" };

const signedInAs = (role: "OWNER" | "FRONT_DESK") =>
  saveSession("tok", {
    user_id: 1,
    username: "someone",
    full_name: "Someone",
    email: "",
    gym_name: "Demo",
    schema_name: "demo",
    role,
  });

function answer(respond: () => Response | Promise<Response>, list: Invoice[] = [receipt]) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url).includes(voidInvoicePath(12))) return respond();
    if (String(url).includes(INVOICES_PATH)) return jsonResponse(200, { success: true, invoices: list, count: 1 });
    return jsonResponse(404, { success: false, error: "Not found" });
  });
}

describe("Void receipt (decision 0334)", () => {
  it("asks for a reason with the server's own texts, then sends it trimmed", async () => {
    answer(() => jsonResponse(200, { success: true, message: "Receipt voided", invoice: voided }));
    const onClose = vi.fn();
    const { user } = renderDom(<VoidReceiptModal invoice={receipt} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Void receipt 26-27/0012" });
    await user.click(within(dialog).getByRole("button", { name: "Void receipt" }));
    expect(await screen.findByText(VOID_REASON_REQUIRED)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason/), "ab");
    await user.click(within(dialog).getByRole("button", { name: "Void receipt" }));
    expect(await screen.findByText(VOID_REASON_TOO_SHORT)).toBeTruthy();
    expect(callsTo(fetchMock, voidInvoicePath(12))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), "c paid twice ");
    await user.click(within(dialog).getByRole("button", { name: "Void receipt" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, voidInvoicePath(12))[0]?.body).toEqual({ reason: "abc paid twice" });
  });

  it("shows a refusal's words (a 403 for a role that may not void) and keeps the reason typed", async () => {
    answer(() => jsonResponse(403, { success: false, error: notAllowedText("FRONT_DESK") }));
    const onClose = vi.fn();
    const { user } = renderDom(<VoidReceiptModal invoice={receipt} onClose={onClose} />);
    await user.type(screen.getByLabelText(/^Reason/), "Wrong member");
    await user.click(screen.getByRole("button", { name: "Void receipt" }));
    const title = await screen.findByText(FAILED_TO_VOID_RECEIPT);
    expect(within(title.closest('[role="alert"]') as HTMLElement).getByText(notAllowedText("FRONT_DESK"))).toBeTruthy();
    expect((screen.getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe("Wrong member");
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("the invoices list", () => {
  it("offers Void to an owner, opens the confirmation, and hides it from the front desk", async () => {
    signedInAs("OWNER");
    answer(() => jsonResponse(200, { success: true, message: "Receipt voided", invoice: voided }));
    const owner = renderDom(<InvoicesModal onClose={() => {}} memberId={7} />);
    await owner.user.click(await screen.findByRole("button", { name: "Void 26-27/0012" }));
    expect(await screen.findByRole("dialog", { name: "Void receipt 26-27/0012" })).toBeTruthy();
    owner.unmount();

    signedInAs("FRONT_DESK");
    renderDom(<InvoicesModal onClose={() => {}} memberId={7} />);
    expect(await screen.findByRole("button", { name: "Download PDF 26-27/0012" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Void 26-27/0012" })).toBeNull();
  });

  it("shows a voided receipt as Void with its reason and its credit note, and no Void button", async () => {
    signedInAs("OWNER");
    answer(() => jsonResponse(500, {}), [voided]);
    renderDom(<InvoicesModal onClose={() => {}} memberId={7} />);
    expect(await screen.findByRole("button", { name: "Download credit note CN/26-27/0001" })).toBeTruthy();
    expect(screen.getAllByText("Void").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Paid twice").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Void 26-27/0012" })).toBeNull();
  });
});
