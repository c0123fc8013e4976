// @vitest-environment happy-dom
import {
  type ExpenseCategory,
  FAILED_TO_ADD_TRANSACTION,
  FAILED_TO_RECORD_MEMBER_PAYMENT,
  SELECT_MEMBER_AND_MONTH,
} from "@gym/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

import { CREATE_MEMBER_PAYMENT_PATH as RECORD_MEMBER_PAYMENT_PATH } from "../../../lib/create-member-payment.ts";
import { callsTo, renderDom } from "../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../test/stub-fetch.ts";
import { CREATE_RECURRING_PATH } from "../api/create-recurring-expense.ts";
import { CREATE_TRANSACTION_PATH } from "../api/create-transaction.ts";
import { RecurringModal } from "./recurring/RecurringModal.tsx";
import { QuickAddModal } from "./transactions/QuickAddModal.tsx";
import { RecordMemberPaymentModal } from "./transactions/RecordMemberPaymentModal.tsx";
import { TransactionModal } from "./transactions/TransactionModal.tsx";

const { fetchMock } = stubFetch();

function answer(path: string, respond: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(path) ? respond() : jsonResponse(200, { success: true, data: [], message: "" }),
  );
}
const pending = () => new Promise<Response>(() => {});
const refused = (error: string) => () => jsonResponse(400, { success: false, error });
const REQUIRED = "Please fill in all required fields";

const rent: ExpenseCategory = {
  id: 3,
  name: "Rent",
  description: "",
  category_type: "RENT",
  category_type_label: "Rent",
  is_income: false,
  is_active: true,
  transaction_count: 0,
  recurring_count: 0,
  for_member_payments: false,
  created_at: "2026-11-01T00:00:00Z",
};

describe("Quick Add Transaction", () => {
  it("an empty form: the spec's 'Please fill in all required fields' and nothing sent", async () => {
    answer(CREATE_TRANSACTION_PATH, pending);
    const { user } = renderDom(<QuickAddModal categories={[rent]} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Add Transaction" }));
    expect((await screen.findAllByText(REQUIRED)).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, CREATE_TRANSACTION_PATH)).toHaveLength(0);
  });

  it("a category button and a quick amount: sent; the submit spins and Cancel waits while it runs", async () => {
    answer(CREATE_TRANSACTION_PATH, pending);
    const { user } = renderDom(<QuickAddModal categories={[rent]} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Rent" }));
    await user.type(screen.getByLabelText(/^Amount/), "1550.50");
    await user.click(screen.getByRole("button", { name: "Add Transaction" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true));
    expect(callsTo(fetchMock, CREATE_TRANSACTION_PATH)[0]?.body).toMatchObject({
      category: 3,
      title: "Rent",
      amount: "1550.50",
      transaction_type: "EXPENSE",
    });
  });

  it("three decimals: the contract's money text under Amount", async () => {
    answer(CREATE_TRANSACTION_PATH, pending);
    const { user } = renderDom(<QuickAddModal categories={[rent]} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Rent" }));
    await user.type(screen.getByLabelText(/^Amount/), "1.234");
    await user.click(screen.getByRole("button", { name: "Add Transaction" }));
    expect(await screen.findByText("Amount can have at most 2 decimal places")).toBeTruthy();
  });

  it("the server's refusal under 'Failed to add transaction'", async () => {
    answer(CREATE_TRANSACTION_PATH, refused("Category is inactive"));
    const { user } = renderDom(<QuickAddModal categories={[rent]} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Rent" }));
    await user.type(screen.getByLabelText(/^Amount/), "100");
    await user.click(screen.getByRole("button", { name: "Add Transaction" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(FAILED_TO_ADD_TRANSACTION)).toBeTruthy();
    expect(within(alert).getByText("Category is inactive")).toBeTruthy();
  });
});

describe("Add Transaction", () => {
  it("an empty form names the required fields, nothing sent; Amount opens the numeric keypad", async () => {
    answer(CREATE_TRANSACTION_PATH, refused("Amount is too large"));
    const { user } = renderDom(<TransactionModal transaction={null} categories={[rent]} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Create Transaction" }));
    expect((await screen.findAllByText(REQUIRED)).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, CREATE_TRANSACTION_PATH)).toHaveLength(0);
    expect(screen.getByLabelText(/^Amount/).getAttribute("inputmode")).toBe("decimal");
  });
});

describe("Add Recurring Expense", () => {
  it("an empty form is refused with the contract's texts and nothing is sent", async () => {
    answer(CREATE_RECURRING_PATH, pending);
    const { user } = renderDom(<RecurringModal recurring={null} categories={[rent]} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Create Recurring Expense" }));
    await waitFor(() => expect(screen.getAllByText(/required|Please/).length).toBeGreaterThan(0));
    expect(callsTo(fetchMock, CREATE_RECURRING_PATH)).toHaveLength(0);
  });

  it("a complete form is sent once; busy while it runs; the server's refusal is shown", async () => {
    answer(CREATE_RECURRING_PATH, refused("Next due date must be on or after the start date"));
    const { user } = renderDom(<RecurringModal recurring={null} categories={[rent]} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Name/), "Shop rent");
    await user.click(screen.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: /Rent/ }));
    await user.type(screen.getByLabelText(/^Amount/), "32000");
    await user.click(screen.getByRole("button", { name: "Create Recurring Expense" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to create recurring expense")).toBeTruthy();
    expect(within(alert).getByText("Next due date must be on or after the start date")).toBeTruthy();
    expect(callsTo(fetchMock, CREATE_RECURRING_PATH)[0]?.body).toMatchObject({ name: "Shop rent", amount: "32000" });
  });
});

describe("Record Member Payment (expenses)", () => {
  it("without a member: 'Please select member and membership month', nothing sent", async () => {
    answer(RECORD_MEMBER_PAYMENT_PATH, pending);
    const { user } = renderDom(<RecordMemberPaymentModal onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText(SELECT_MEMBER_AND_MONTH)).toBeTruthy();
    expect(callsTo(fetchMock, RECORD_MEMBER_PAYMENT_PATH)).toHaveLength(0);
    expect(screen.getAllByLabelText("Payment Method").length).toBeGreaterThan(0);
  });

  it("a member: sent with YYYY-MM and an Idempotency-Key kept across a retry; the server's words shown", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes(RECORD_MEMBER_PAYMENT_PATH)
        ? jsonResponse(400, { success: false, error: "A payment record already exists for this member and month" })
        : jsonResponse(200, {
            success: true,
            data: [{ id: 7, member_id: "MEM0007", full_name: "Aarav Joshi", status: "ACTIVE" }],
            message: "",
          }),
    );
    const { user } = renderDom(<RecordMemberPaymentModal onClose={() => {}} />);
    await waitFor(() => expect(callsTo(fetchMock, "/api/gym-members/").length).toBeGreaterThan(0));
    await user.type(screen.getByRole("combobox", { name: /Select Member/ }), "Aarav");
    await user.click(await screen.findByRole("option", { name: /Aarav Joshi/ }, { timeout: 3000 }));
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(FAILED_TO_RECORD_MEMBER_PAYMENT)).toBeTruthy();
    expect(within(alert).getByText("A payment record already exists for this member and month")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(callsTo(fetchMock, RECORD_MEMBER_PAYMENT_PATH)).toHaveLength(2));
    const [first, again] = callsTo(fetchMock, RECORD_MEMBER_PAYMENT_PATH);
    expect(first?.body).toMatchObject({ member_id: 7, payment_method: "CASH" });
    expect(first?.body.membership_month).toMatch(/^\d{4}-\d{2}$/);
    expect(first?.body).not.toHaveProperty("amount_paid");
    expect(again?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
  });
});
