import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

interface ModalFormActionsProps {
  submitLabel: ReactNode;
  onCancel: () => void;
  /** While saving: the submit button spins and Cancel is disabled. */
  busy: boolean;
  submitDisabled?: boolean;
  /** Without it the submit button submits its form; with it, it is a plain button that calls this. */
  onSubmit?: () => void;
}

/** The Cancel / submit row at the bottom of every form modal. */
export function ModalFormActions({ submitLabel, onCancel, busy, submitDisabled, onSubmit }: ModalFormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        {...(onSubmit ? { onClick: onSubmit } : { type: "submit" as const })}
        loading={busy}
        {...(submitDisabled !== undefined ? { disabled: submitDisabled } : {})}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
