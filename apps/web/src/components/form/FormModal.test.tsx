// @vitest-environment happy-dom
import { createByMemberBody } from "@gym/contracts";
import { TextInput } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

import { ApiError } from "../../lib/api-error.ts";
import { renderDom } from "../../test/render-dom.tsx";
import { FormModal } from "./FormModal.tsx";
import { MoneyInput } from "./MoneyInput.tsx";
import { useContractForm } from "./use-contract-form.ts";

interface Values {
  amount: string;
}

/** A form of the kit: create-by-member's schema, its amount_paid shown under "Amount". */
function Probe({
  onSend,
  busy = false,
  onClose = () => {},
}: {
  onSend: (body: unknown, key: string) => void;
  busy?: boolean;
  onClose?: () => void;
}) {
  const form = useContractForm<Values, Record<string, unknown>>({
    schema: createByMemberBody,
    initialValues: { amount: "" },
    toPayload: (v) => ({ member_id: 7, payment_method: "CASH", amount_paid: v.amount }),
    fieldOf: { amount_paid: "amount" },
  });
  const [shown, setShown] = useState(false);
  return (
    <FormModal
      title="Probe"
      busy={busy}
      onClose={onClose}
      onSubmit={form.submitWith((body) => onSend(body, form.idempotencyKey))}
      submitLabel="Save"
    >
      <MoneyInput label="Amount" {...form.getInputProps("amount")} />
      <TextInput label="Other" />
      <button
        type="button"
        onClick={() => {
          form.showServerErrors(new ApiError(400, {}, { amount_paid: ["Amount is too large for this month"] }, "x"));
          setShown(true);
        }}
      >
        server says no
      </button>
      {shown && <span>shown</span>}
    </FormModal>
  );
}

describe("the form kit (useContractForm + FormModal + MoneyInput)", () => {
  it("shows the contract's message under the field and sends nothing while it fails", async () => {
    const onSend = vi.fn();
    const { user } = renderDom(<Probe onSend={onSend} />);
    await user.type(screen.getByLabelText("Amount"), "0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid amount")).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends the payload the schema passed, with one idempotency key per opening", async () => {
    const onSend = vi.fn();
    const { user, unmount } = renderDom(<Probe onSend={onSend} />);
    await user.type(screen.getByLabelText("Amount"), "1550.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSend).toHaveBeenCalledTimes(2);
    const [[body, first], [, again]] = onSend.mock.calls as [[unknown, string], [unknown, string]];
    expect(body).toEqual({ member_id: 7, payment_method: "CASH", amount_paid: "1550.5" });
    expect(again).toBe(first);
    unmount();
    renderDom(<Probe onSend={onSend} />);
    await user.type(screen.getByLabelText("Amount"), "10");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSend.mock.calls[2]?.[1]).not.toBe(first);
  });

  it("puts the server's 400 field messages under the fields", async () => {
    const { user } = renderDom(<Probe onSend={() => {}} />);
    await user.click(screen.getByRole("button", { name: "server says no" }));
    expect(await screen.findByText("Amount is too large for this month")).toBeTruthy();
  });

  it("the money field opens the numeric keypad", () => {
    renderDom(<Probe onSend={() => {}} />);
    expect(screen.getByLabelText("Amount").getAttribute("inputmode")).toBe("decimal");
  });

  it("while busy: submit spins, Cancel is disabled, Escape does not close", async () => {
    const onClose = vi.fn();
    const { user } = renderDom(<Probe onSend={() => {}} busy onClose={onClose} />);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("data-loading")).toBe("true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("dialog")).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("when not busy, Cancel closes", async () => {
    const onClose = vi.fn();
    const { user } = renderDom(<Probe onSend={() => {}} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
