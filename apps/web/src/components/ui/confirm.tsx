import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { whenOverlaysReady } from "./overlays-ready.ts";

export interface ConfirmOptions {
  title: string;
  /** The question and its consequence, shown as the dialog's text. */
  message: ReactNode;
  /** The confirm button's text ("Delete", "Suspend", ...); the other button is always "Cancel". */
  confirmLabel: string;
  /** The confirm button's colour: red for destructive actions. */
  color?: string;
  /** Runs only when the user confirms. */
  onConfirm: () => void;
}

/** The one confirmation dialog of the dashboard (delete, suspend, activate). */
export function openConfirm({ title, message, confirmLabel, color = "red", onConfirm }: ConfirmOptions): void {
  whenOverlaysReady(() => openConfirmModal({ title, message, confirmLabel, color, onConfirm }));
}

function openConfirmModal({ title, message, confirmLabel, color, onConfirm }: Required<ConfirmOptions>): void {
  modals.openConfirmModal({
    title,
    closeButtonProps: { "aria-label": "Close" },
    // A div: a message may hold lists (the erasure confirmation, decision 0303).
    children: (
      <Text size="sm" component="div">
        {message}
      </Text>
    ),
    labels: { confirm: confirmLabel, cancel: "Cancel" },
    confirmProps: { color },
    onConfirm,
  });
}
