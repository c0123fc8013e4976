import { OVERRIDE_REASON_MAX, OVERRIDE_REASON_REQUIRED } from "@gym/contracts";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";

/** 'Let in anyway' (issue 24 §2): the reason is required and stored with the visit. */
export function OverrideModal({
  name,
  reasons,
  onClose,
  onConfirm,
}: {
  name: string;
  reasons: string[];
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Let in anyway" closeButtonProps={{ "aria-label": "Close" }}>
      <form
        noValidate
        aria-label="Let in anyway"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setError(OVERRIDE_REASON_REQUIRED);
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {name}: {reasons.join("; ")}
          </Text>
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            maxLength={OVERRIDE_REASON_MAX}
            placeholder="Paying tomorrow, the owner agreed"
            value={reason}
            error={error}
            data-autofocus
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <ModalFormActions submitLabel="Let in" onCancel={onClose} busy={false} />
        </Stack>
      </form>
    </Modal>
  );
}
