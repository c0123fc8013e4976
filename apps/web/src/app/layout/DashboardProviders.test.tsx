// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { openConfirm } from "../../components/ui/confirm.tsx";
import { renderDom } from "../../test/render-dom.tsx";
import { DashboardProviders } from "./DashboardProviders.tsx";

describe("DashboardProviders (decision 0316)", () => {
  it("renders the screen before the dialogs' provider, and a confirmation asked for at once opens when it mounts", async () => {
    const onConfirm = vi.fn();
    const { user } = renderDom(
      <DashboardProviders>
        <p>The home</p>
      </DashboardProviders>,
    );
    expect(screen.getByText("The home")).toBeTruthy();
    openConfirm({ title: "Delete member", message: "Delete Asha?", confirmLabel: "Delete", onConfirm });
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(dialog.textContent).toContain("Delete Asha?");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
