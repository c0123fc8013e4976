// @vitest-environment happy-dom
import {
  DISCOUNT_BELOW_PAID,
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_REASON_REQUIRED,
  DISCOUNT_REMOVE_CLOSED,
  FAILED_TO_GIVE_DISCOUNT,
  FAILED_TO_REMOVE_DISCOUNT,
  type MemberPayment,
  type MonthlyMember,
} from "@gym/contracts";
import { ModalsProvider } from "@mantine/modals";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { discountPath } from "../../../../lib/discount-payment.ts";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { PaymentRecordCard } from "../history/PaymentRecordCard.tsx";
import { type CardActions, MemberPaymentCard } from "../tracking/MemberPaymentCard.tsx";
import { DiscountModal } from "./DiscountModal.tsx";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = stubFetch();

const bill: MemberPayment = {
  id: 41,
  member: 7,
  member_name: "Aarav Joshi",
  membership_month: "2026-12-01",
  membership_month_display: "December 2026",
  amount_due: 1000,
  amount_paid: 0,
  remaining_amount: 1000,
  late_fee: 0,
  payment_status: "PENDING",
  payment_method: null,
  due_date: "2026-12-05",
  payment_date: null,
  reference_number: "PAY7202612",
  notes: "",
  upi_link: null,
  discount_amount: null,
  discount_reason: null,
  amount_before_discount: null,
};
const target = { ...bill, label: "Aarav Joshi, December 2026" };
const discounted = {
  ...bill,
  amount_due: 900,
  discount_amount: 100,
  discount_reason: "loyalty",
  amount_before_discount: 1000,
};

function answer(respond: () => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(discountPath(41)) ? respond() : jsonResponse(404, { success: false, error: "Not found" }),
  );
}

describe("Give discount (decision 0291)", () => {
  it("sends kind, value and reason; a percent is sent as PERCENT", async () => {
    answer(() => jsonResponse(200, { success: true, message: "Discount given", payment: discounted }));
    const onClose = vi.fn();
    const { user } = renderDom(<DiscountModal payment={target} onClose={onClose} />);
    await user.type(screen.getByRole("textbox", { name: /^Discount/ }), "100");
    await user.type(screen.getByLabelText(/^Reason/), " loyalty ");
    await user.click(screen.getByRole("button", { name: "Give discount" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, discountPath(41))[0]?.body).toEqual({ kind: "AMOUNT", value: "100", reason: "loyalty" });

    fetchMock.mockClear();
    const second = renderDom(<DiscountModal payment={target} onClose={() => {}} />);
    const dialog = screen.getAllByRole("dialog").at(-1)!;
    await second.user.click(within(dialog).getByText("Percent (%)"));
    await second.user.type(within(dialog).getByRole("textbox", { name: /^Discount/ }), "12.5");
    await second.user.type(within(dialog).getByLabelText(/^Reason/), "festival");
    await second.user.click(within(dialog).getByRole("button", { name: "Give discount" }));
    await waitFor(() => expect(callsTo(fetchMock, discountPath(41))).toHaveLength(1));
    expect(callsTo(fetchMock, discountPath(41))[0]?.body).toEqual({
      kind: "PERCENT",
      value: "12.5",
      reason: "festival",
    });
  });

  it("a reason is required and a percent is at most 100: the contract's texts, nothing sent", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<DiscountModal payment={target} onClose={() => {}} />);
    await user.click(screen.getByText("Percent (%)"));
    await user.type(screen.getByRole("textbox", { name: /^Discount/ }), "101");
    await user.click(screen.getByRole("button", { name: "Give discount" }));
    expect(await screen.findByText(DISCOUNT_REASON_REQUIRED)).toBeTruthy();
    expect(screen.getByText(DISCOUNT_PERCENT_MAX)).toBeTruthy();
    expect(callsTo(fetchMock, discountPath(41))).toHaveLength(0);
  });

  it("the server's refusal is shown under 'Failed to give discount'", async () => {
    answer(() => jsonResponse(400, { success: false, error: DISCOUNT_BELOW_PAID }));
    const { user } = renderDom(<DiscountModal payment={target} onClose={() => {}} />);
    await user.type(screen.getByRole("textbox", { name: /^Discount/ }), "900");
    await user.type(screen.getByLabelText(/^Reason/), "x");
    await user.click(screen.getByRole("button", { name: "Give discount" }));
    const title = await screen.findByText(FAILED_TO_GIVE_DISCOUNT);
    expect(within(title.closest('[role="alert"]') as HTMLElement).getByText(DISCOUNT_BELOW_PAID)).toBeTruthy();
  });

  it("the history row shows the discount, and offers Give discount only on an open bill", () => {
    const onDiscount = vi.fn();
    renderDom(<PaymentRecordCard payment={discounted} onEdit={() => {}} onDiscount={onDiscount} />);
    expect(screen.getByText("Was ₹1,000.00, discount ₹100.00: loyalty")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Give discount to Aarav Joshi, December 2026" })).toBeTruthy();
  });

  it("a settled bill has no Give discount", () => {
    renderDom(
      <PaymentRecordCard
        payment={{ ...bill, payment_status: "PAID", amount_paid: 1000, remaining_amount: 0 }}
        onEdit={() => {}}
        onDiscount={() => {}}
      />,
    );
    expect(screen.queryByRole("button", { name: /Give discount/ })).toBeNull();
  });

  it("smart tracking's card menu offers Give discount on an owed bill and hands the member over", async () => {
    const member: MonthlyMember = {
      member_id: 7,
      member_code: "MEM0007",
      member_name: "Aarav Joshi",
      member_phone: "9876543210",
      member_status: "ACTIVE",
      member_renewal_date: "2026-12-31",
      days_left: 29,
      days_overdue: 0,
      plan_name: null,
      payment_id: 41,
      payment_status: "PENDING",
      amount_due: 1000,
      amount_paid: 0,
      late_fee: 0,
      remaining_amount: 1000,
      reference_number: "PAY7202612",
      last_reminder_at: null,
      upi_link: null,
      frozen_until: null,
    };
    const onDiscount = vi.fn();
    const actions: CardActions = {
      onPay: vi.fn(),
      onTimeline: vi.fn(),
      onSuspend: vi.fn(),
      onRemind: vi.fn(),
      onDuesSlip: vi.fn(),
      onDiscount,
    };
    const { user } = renderDom(
      <MemberPaymentCard member={member} selected={false} onSelect={() => {}} actions={actions} />,
    );
    await user.click(screen.getByRole("button", { name: "Actions for Aarav Joshi" }));
    await user.click(await screen.findByRole("menuitem", { name: "Give discount" }));
    expect(onDiscount).toHaveBeenCalledWith(member);
  });
});

describe("Remove discount (decision 0293)", () => {
  const methods = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).includes(discountPath(41)))
      .map(([, init]) => (init as RequestInit).method);
  const withDiscount = { ...discounted, label: "Aarav Joshi, December 2026" };

  it("is offered only on a bill with a discount", () => {
    renderDom(
      <ModalsProvider>
        <DiscountModal payment={target} onClose={() => {}} />
      </ModalsProvider>,
    );
    expect(screen.queryByRole("button", { name: "Remove discount" })).toBeNull();
  });

  it("asks first: Cancel sends nothing; confirming sends DELETE and closes", async () => {
    fetchMock.mockClear();
    answer(() => jsonResponse(200, { success: true, message: "Discount removed", payment: bill }));
    const onClose = vi.fn();
    const { user } = renderDom(
      <ModalsProvider>
        <DiscountModal payment={withDiscount} onClose={onClose} />
      </ModalsProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Remove discount" }));
    const question = await screen.findByText(
      "Remove the discount of ₹100.00 from Aarav Joshi, December 2026? The bill goes back to ₹1,000.00 and its late fee follows it.",
    );
    const confirm = question.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(methods()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Remove discount" }));
    const again = (await screen.findByText(/^Remove the discount of/)).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(again).getByRole("button", { name: "Remove discount" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(methods()).toEqual(["DELETE"]);
  });

  it("the server's refusal is shown under 'Failed to remove discount'", async () => {
    answer(() => jsonResponse(400, { success: false, error: DISCOUNT_REMOVE_CLOSED }));
    const { user } = renderDom(
      <ModalsProvider>
        <DiscountModal payment={withDiscount} onClose={() => {}} />
      </ModalsProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Remove discount" }));
    const confirm = (await screen.findByText(/^Remove the discount of/)).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirm).getByRole("button", { name: "Remove discount" }));
    const title = await screen.findByText(FAILED_TO_REMOVE_DISCOUNT);
    expect(within(title.closest('[role="alert"]') as HTMLElement).getByText(DISCOUNT_REMOVE_CLOSED)).toBeTruthy();
  });
});
