import { Modal, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { ModalFormActions } from "../ui/ModalFormActions.tsx";

export interface FormModalProps {
  title: string;
  /** The form's accessible name (default: the title). */
  formLabel?: string;
  /** True while the save runs: the submit spins, Cancel, the outside click and Escape do nothing. */
  busy: boolean;
  onClose: () => void;
  /** The form's submit handler, e.g. `form.submitWith(...)`. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  /** The failure shown above the actions (a RetryAlert with the spec's title and the server's words). */
  error?: ReactNode;
  size?: string;
  children: ReactNode;
}

/** The one form-modal shell (decision 0237): title, fields, the failure, and Cancel / submit. */
export function FormModal({
  title,
  formLabel,
  busy,
  onClose,
  onSubmit,
  submitLabel,
  submitDisabled,
  error,
  size,
  children,
}: FormModalProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened
      onClose={close}
      title={title}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ "aria-label": "Close", disabled: busy }}
      {...(size ? { size } : {})}
    >
      <form onSubmit={onSubmit} noValidate aria-label={formLabel ?? title}>
        <Stack gap="sm">
          {children}
          {error}
          <ModalFormActions
            submitLabel={submitLabel}
            onCancel={close}
            busy={busy}
            {...(submitDisabled !== undefined ? { submitDisabled } : {})}
          />
        </Stack>
      </form>
    </Modal>
  );
}
