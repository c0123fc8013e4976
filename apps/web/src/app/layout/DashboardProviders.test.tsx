// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { openConfirm } from "../../components/ui/confirm.tsx";
import { notify } from "../../components/ui/notify.tsx";
import { renderDom } from "../../test/render-dom.tsx";
import { theme } from "../theme.ts";
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

  it("puts a toast beneath an open dialog, so it never covers the dialog's buttons (390 px: the whole width)", async () => {
    // Only the dashboard's own toasts (renderDom mounts a set of its own).
    render(
      <MantineProvider theme={theme} env="test">
        <DashboardProviders>
          <p>The home</p>
        </DashboardProviders>
      </MantineProvider>,
    );
    openConfirm({ title: "Void receipt", message: "Void it?", confirmLabel: "Void", onConfirm: () => {} });
    await screen.findByRole("dialog", {}, { timeout: 5000 });
    notify({ color: "green", title: "Receipt voided", message: "26-27/0001 is void." });
    const toast = await screen.findByText("Receipt voided");
    const layer = (element: Element, variable: string) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const value = (at as HTMLElement).style?.getPropertyValue(variable);
        if (value) return Number(value);
      }
      throw new Error(`no ${variable} above the element`);
    };
    const dialog = screen.getByRole("dialog");
    expect(layer(toast, "--notifications-z-index")).toBeLessThan(layer(dialog, "--mb-z-index"));
    // Above the shell's header and sidebar (Mantine's app layer, 100).
    expect(layer(toast, "--notifications-z-index")).toBeGreaterThan(100);
  });
});
