// @vitest-environment happy-dom
import {
  AMOUNT_ABOVE_REMAINING,
  FAILED_TO_BULK_MARK_PAID,
  FAILED_TO_CREATE_PAYMENT_RECORD,
  FAILED_TO_RECORD_MEMBER_PAYMENT,
  FAILED_TO_RECORD_PAYMENT,
  type GymMember,
  MANUAL_AMOUNT_DATE_REQUIRED,
  PAYMENT_EXISTS_FOR_MONTH,
  SELECT_MEMBER_AND_MONTH,
  SELECT_MEMBERS_TO_MARK_PAID,
} from "@gym/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

import { CREATE_MEMBER_PAYMENT_PATH as CREATE_PAYMENT_PATH } from "../../../lib/create-member-payment.ts";
import { CREATE_BY_MEMBER_PATH } from "../../../lib/create-payment-by-member.ts";
import { markPaidPath } from "../../../lib/mark-payment-paid.ts";
import { callsTo, renderDom } from "../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../test/stub-fetch.ts";
import { BULK_MARK_PAID_PATH } from "../api/bulk-mark-paid.ts";
import { MANUAL_QUOTE_PATH } from "../api/get-manual-quote.ts";
import { PaymentFormModal } from "./history/PaymentFormModal.tsx";
import { ManualPaymentForm } from "./manual/ManualPaymentForm.tsx";
import { type PaymentTarget, RecordPaymentModal } from "./shared/RecordPaymentModal.tsx";
import { BulkPayModal } from "./tracking/BulkPayModal.tsx";

const { fetchMock } = stubFetch();

/** Answers the save call at `path` with `answer` (a never-settling promise keeps it busy); 404 for anything else. */
function answer(path: string, respond: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(path) ? respond() : jsonResponse(404, { success: false, error: "Not found" }),
  );
}
const pending = () => new Promise<Response>(() => {});
const refused = (body: Record<string, unknown>) => () => jsonResponse(400, { success: false, ...body });

const owes: PaymentTarget = {
  memberId: 7,
  memberName: "Aarav Joshi",
  renewalDate: "2026-11-20",
  paymentId: 41,
  remaining: 1550,
  reference: "PAY7202612",
  month: "2026-12",
};

describe("Record Payment popup (mark-paid / create-by-member)", () => {
  it("refuses an amount that is not above 0 with the spec's text, and sends nothing", async () => {
    answer(markPaidPath(41), pending);
    const { user } = renderDom(<RecordPaymentModal target={owes} onClose={() => {}} />);
    const amount = screen.getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, "0");
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("Please enter a valid amount")).toBeTruthy();
    expect(callsTo(fetchMock, markPaidPath(41))).toHaveLength(0);
  });

  it("submit is disabled while the amount is empty and while the save runs", async () => {
    answer(CREATE_BY_MEMBER_PATH, pending);
    const { user } = renderDom(
      <RecordPaymentModal target={{ ...owes, paymentId: null, remaining: 0 }} onClose={() => {}} />,
    );
    const submit = screen.getByRole("button", { name: "Record Payment" });
    expect(submit.hasAttribute("disabled")).toBe(true);
    await user.type(screen.getByLabelText(/Amount/), "1550");
    expect(submit.hasAttribute("disabled")).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true));
    expect(screen.getByRole("button", { name: "Record Payment" }).getAttribute("data-loading")).toBe("true");
    const [call] = callsTo(fetchMock, CREATE_BY_MEMBER_PATH);
    expect(call?.body).toMatchObject({
      member_id: 7,
      amount_paid: "1550",
      payment_method: "CASH",
      payment_status: "PAID",
    });
  });

  it("shows the server's words under the spec's title and retries with the same Idempotency-Key", async () => {
    answer(markPaidPath(41), refused({ error: AMOUNT_ABOVE_REMAINING }));
    const { user } = renderDom(<RecordPaymentModal target={owes} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(FAILED_TO_RECORD_PAYMENT)).toBeTruthy();
    expect(within(alert).getByText(AMOUNT_ABOVE_REMAINING)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(callsTo(fetchMock, markPaidPath(41))).toHaveLength(2));
    const [first, again] = callsTo(fetchMock, markPaidPath(41));
    expect(first?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(again?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
  });

  it("a new opening gets a new Idempotency-Key", async () => {
    answer(markPaidPath(41), refused({ error: AMOUNT_ABOVE_REMAINING }));
    const first = renderDom(<RecordPaymentModal target={owes} onClose={() => {}} />);
    await first.user.click(screen.getByRole("button", { name: "Record Payment" }));
    await screen.findByRole("alert");
    first.unmount();
    const second = renderDom(<RecordPaymentModal target={owes} onClose={() => {}} />);
    await second.user.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(callsTo(fetchMock, markPaidPath(41))).toHaveLength(2));
    const [a, b] = callsTo(fetchMock, markPaidPath(41));
    expect(b?.headers.get("Idempotency-Key")).not.toBe(a?.headers.get("Idempotency-Key"));
  });
});

describe("payment record form (history: create)", () => {
  it("without a member: 'Please select member and membership month', nothing sent", async () => {
    answer(CREATE_PAYMENT_PATH, pending);
    const { user } = renderDom(<PaymentFormModal payment={null} onClose={() => {}} />);
    expect(screen.getAllByLabelText("Payment Method").length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Create Payment" }));
    expect(await screen.findByText(SELECT_MEMBER_AND_MONTH)).toBeTruthy();
    expect(callsTo(fetchMock, CREATE_PAYMENT_PATH)).toHaveLength(0);
  });

  it("a refused amount shows the contract's money text under the field", async () => {
    answer(CREATE_PAYMENT_PATH, pending);
    const { user } = renderDom(<PaymentFormModal payment={null} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Amount Paid/), "12.345");
    await user.click(screen.getByRole("button", { name: "Create Payment" }));
    expect(await screen.findByText("amount_paid can have at most 2 decimal places")).toBeTruthy();
  });
});

const member = { id: 7, full_name: "Aarav Joshi", amount: null } as unknown as GymMember;

describe("manual payment form", () => {
  it("an empty amount: the spec's 'Amount and payment date are required'", async () => {
    answer(CREATE_PAYMENT_PATH, pending);
    const { user } = renderDom(<ManualPaymentForm member={member} onDone={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText(MANUAL_AMOUNT_DATE_REQUIRED)).toBeTruthy();
    expect(callsTo(fetchMock, CREATE_PAYMENT_PATH)).toHaveLength(0);
  });

  it("sends the manual shape once, busy while it runs, with an Idempotency-Key", async () => {
    answer(CREATE_PAYMENT_PATH, pending);
    const { user } = renderDom(<ManualPaymentForm member={member} onDone={() => {}} />);
    await user.type(screen.getByLabelText(/^Amount/), "1550");
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Record Payment" }).getAttribute("data-loading")).toBe("true"),
    );
    const [call] = callsTo(fetchMock, CREATE_PAYMENT_PATH);
    expect(call?.body).toMatchObject({ member_id: 7, amount: "1550", duration: 1, auto_renewal: true });
    expect(call?.headers.get("Idempotency-Key")).toBeTruthy();
  });

  it("fills N × the plan's charge, plus the admission fee while the member's first bill is still to be made (decision 0291)", async () => {
    answer(CREATE_PAYMENT_PATH, pending);
    const joiner = { ...member, amount: 1500, admission_fee: 500 } as GymMember;
    const { user, unmount } = renderDom(<ManualPaymentForm member={joiner} onDone={() => {}} />);
    const amount = screen.getByLabelText(/^Amount/) as HTMLInputElement;
    expect(amount.value).toBe("2000.00");
    const duration = screen.getByLabelText(/^Duration/);
    await user.clear(duration);
    await user.type(duration, "3");
    await waitFor(() => expect(amount.value).toBe("5000.00"));
    unmount();
    renderDom(<ManualPaymentForm member={{ ...joiner, admission_fee: null }} onDone={() => {}} />);
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe("1500.00");
  });

  it("fills what the server counts for N terms: the open first bill (its fee inside) first, then the plan's price (decision 0241)", async () => {
    // The first bill is made and open: ₹2,000 (₹1,500 + the ₹500 fee); the member's list says no fee any more.
    const quotes = new Map([
      [1, { open_amount: 2000, open_bills: 1, new_terms: 0, new_amount: 0, total: 2000 }],
      [3, { open_amount: 2000, open_bills: 1, new_terms: 2, new_amount: 3000, total: 5000 }],
    ]);
    fetchMock.mockImplementation(async (url) => {
      const u = new URL(String(url), "http://localhost");
      if (!u.pathname.endsWith(MANUAL_QUOTE_PATH)) return jsonResponse(404, { success: false, error: "Not found" });
      const duration = Number(u.searchParams.get("duration"));
      return jsonResponse(200, {
        success: true,
        quote: { member_id: 7, duration, ...quotes.get(duration)! },
      });
    });
    const billed = { ...member, amount: 1500, admission_fee: null } as GymMember;
    const { user } = renderDom(<ManualPaymentForm member={billed} onDone={() => {}} />);
    const amount = screen.getByLabelText(/^Amount/) as HTMLInputElement;
    // At once the member's figure (₹1,500), then the server's: ₹2,000, not ₹1,500.
    await waitFor(() => expect(amount.value).toBe("2000.00"));
    expect(screen.getByText("Owed for the duration: open bills ₹2,000.00")).toBeTruthy();
    const duration = screen.getByLabelText(/^Duration/);
    await user.clear(duration);
    await user.type(duration, "3");
    await waitFor(() => expect(amount.value).toBe("5000.00"));
    expect(screen.getByText("Owed for the duration: open bills ₹2,000.00 + 2 new term(s) ₹3,000.00")).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), "http://localhost"))
      .filter((u) => u.pathname.endsWith(MANUAL_QUOTE_PATH))
      .map((u) => [u.searchParams.get("member_id"), u.searchParams.get("duration")]);
    expect(asked).toContainEqual(["7", "3"]);
    // An amount the desk types stays: a later quote does not overwrite it.
    await user.clear(amount);
    await user.type(amount, "4200");
    await new Promise((r) => setTimeout(r, 50));
    expect(amount.value).toBe("4200");
  });

  it("the server's refusal is shown under 'Failed to record member payment'", async () => {
    answer(CREATE_PAYMENT_PATH, refused({ error: PAYMENT_EXISTS_FOR_MONTH }));
    const { user } = renderDom(<ManualPaymentForm member={member} onDone={() => {}} />);
    await user.type(screen.getByLabelText(/^Amount/), "1550");
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(FAILED_TO_RECORD_MEMBER_PAYMENT)).toBeTruthy();
    expect(within(alert).getByText(PAYMENT_EXISTS_FOR_MONTH)).toBeTruthy();
  });
});

describe("Bulk Pay", () => {
  it("sends the selected ids; while it runs, Cancel is disabled", async () => {
    answer(BULK_MARK_PAID_PATH, pending);
    const { user } = renderDom(<BulkPayModal ids={[3, 4]} onClose={() => {}} onDone={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Mark 2 as Paid" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true));
    expect(callsTo(fetchMock, BULK_MARK_PAID_PATH)[0]?.body).toEqual({ payment_ids: [3, 4], payment_method: "CASH" });
  });

  it("nothing selected: the contract's 'Please select members to mark as paid', nothing sent", async () => {
    answer(BULK_MARK_PAID_PATH, pending);
    const { user } = renderDom(<BulkPayModal ids={[]} onClose={() => {}} onDone={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Mark 0 as Paid" }));
    expect(await screen.findByText(SELECT_MEMBERS_TO_MARK_PAID)).toBeTruthy();
    expect(callsTo(fetchMock, BULK_MARK_PAID_PATH)).toHaveLength(0);
  });

  it("the server's refusal is shown under the spec's title", async () => {
    answer(BULK_MARK_PAID_PATH, refused({ error: "Payment 4 is already fully paid" }));
    const onDone = vi.fn();
    const { user } = renderDom(<BulkPayModal ids={[3, 4]} onClose={() => {}} onDone={onDone} />);
    await user.click(screen.getByRole("button", { name: "Mark 2 as Paid" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(FAILED_TO_BULK_MARK_PAID)).toBeTruthy();
    expect(within(alert).getByText("Payment 4 is already fully paid")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

it("the payment record form's failure title is the spec's", () => {
  expect(FAILED_TO_CREATE_PAYMENT_RECORD).toBe("Failed to create payment record");
});
