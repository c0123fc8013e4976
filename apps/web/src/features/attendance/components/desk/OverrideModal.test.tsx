// @vitest-environment happy-dom
import { OVERRIDE_REASON_REQUIRED } from "@gym/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderDom } from "../../../../test/render-dom.tsx";
import { OverrideModal } from "./OverrideModal.tsx";

describe("'Let in anyway' on the form kit", () => {
  it("refuses an empty reason with the contract's text; a reason is passed on trimmed", async () => {
    const onConfirm = vi.fn();
    const { user } = renderDom(
      <OverrideModal
        memberId={7}
        name="Aarav Joshi"
        reasons={["Membership expired"]}
        onClose={() => {}}
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Let in" }));
    expect(await screen.findByText(OVERRIDE_REASON_REQUIRED)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Reason/), "  Paying tomorrow ");
    await user.click(screen.getByRole("button", { name: "Let in" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("Paying tomorrow"));
  });
});
