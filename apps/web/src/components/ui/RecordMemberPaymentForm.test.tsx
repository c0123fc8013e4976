// @vitest-environment happy-dom
import { FAILED_TO_RECORD_MEMBER_PAYMENT, SELECT_MEMBER_AND_MONTH } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CREATE_MEMBER_PAYMENT_PATH, createMemberPayment } from "../../lib/create-member-payment.ts";
import { callsTo, renderDom } from "../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../test/stub-fetch.ts";
import { RecordMemberPaymentForm, type RecordMemberPaymentFormProps } from "./RecordMemberPaymentForm.tsx";

vi.setConfig({ testTimeout: 20_000 });
const { fetchMock } = stubFetch();

const aarav = { id: 7, member_id: "MEM0007", full_name: "Aarav Joshi", status: "ACTIVE" };

/** The save answers `save`; the member search finds Aarav. */
function answer(save: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(CREATE_MEMBER_PAYMENT_PATH)
      ? save()
      : jsonResponse(200, { success: true, data: [aarav], message: "" }),
  );
}

/** A feature's own mutation of the one client, as the transactions screen and the history pass it. */
function Form(props: Omit<RecordMemberPaymentFormProps, "record" | "onClose">) {
  const record = useMutation({ mutationFn: createMemberPayment });
  return <RecordMemberPaymentForm record={record} onClose={() => {}} {...props} />;
}

async function chooseAarav(user: ReturnType<typeof renderDom>["user"]) {
  await waitFor(() => expect(callsTo(fetchMock, "/api/gym-members/").length).toBeGreaterThan(0));
  await user.type(screen.getByRole("combobox", { name: /Select Member/ }), "Aarav");
  await user.click(
    await screen.findByRole("option", { name: /MEM0007 - Aarav Joshi \(ACTIVE\)/ }, { timeout: 10_000 }),
  );
}

describe("the one Record Member Payment form (issue 22 §4)", () => {
  it("has the spec's labels and refuses a missing member with the contract's text, sending nothing", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<Form />);
    for (const label of [/^Select Member/, /^Payment Date/, /^Amount Paid/, /^Payment Method/])
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText(SELECT_MEMBER_AND_MONTH)).toBeTruthy();
    expect(callsTo(fetchMock, CREATE_MEMBER_PAYMENT_PATH)).toHaveLength(0);
  });

  it("an amount with three decimals is refused with the contract's money text", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<Form />);
    await user.type(screen.getByLabelText(/^Amount Paid/), "12.345");
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    expect(await screen.findByText("amount_paid can have at most 2 decimal places")).toBeTruthy();
  });

  it("busy while the save runs: the submit spins and Cancel is disabled", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<Form period="month" withNotes title="Record Payment" submitLabel="Create Payment" />);
    await chooseAarav(user);
    await user.type(screen.getByLabelText(/^Amount Paid/), "1500");
    await user.click(screen.getByRole("button", { name: "Create Payment" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Create Payment" }).getAttribute("data-loading")).toBe("true"),
    );
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    const [sent] = callsTo(fetchMock, CREATE_MEMBER_PAYMENT_PATH);
    expect(sent?.body).toMatchObject({ member_id: 7, amount_paid: "1500", payment_method: "CASH" });
    expect(sent?.body.membership_month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("the server's refusal: its words in the red alert and its field texts under the fields; a retry keeps the key", async () => {
    answer(() =>
      jsonResponse(400, {
        success: false,
        error: "A payment record already exists for this member and month",
        amount_paid: ["Amount is too large"],
      }),
    );
    const { user } = renderDom(<Form />);
    await chooseAarav(user);
    await user.type(screen.getByLabelText(/^Amount Paid/), "1500");
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(FAILED_TO_RECORD_MEMBER_PAYMENT)).toBeTruthy();
    expect(within(alert).getByText("A payment record already exists for this member and month")).toBeTruthy();
    expect(await screen.findByText("Amount is too large")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Record Payment" }));
    await waitFor(() => expect(callsTo(fetchMock, CREATE_MEMBER_PAYMENT_PATH)).toHaveLength(2));
    const [first, again] = callsTo(fetchMock, CREATE_MEMBER_PAYMENT_PATH);
    expect(first?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(again?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
  });
});
