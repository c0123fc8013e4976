import { checkInBody, OVERRIDE_REASON_MAX } from "@gym/contracts";
import { Text, Textarea } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";

/**
 * 'Let in anyway' (issue 24 §2): the reason is required and stored with the visit. Checked with the
 * check-in call's schema (an override without a reason: 'Please give a reason for letting this member in');
 * the desk sends the check-in itself once the reason is given.
 */
export function OverrideModal({
  memberId,
  name,
  reasons,
  onClose,
  onConfirm,
}: {
  memberId: number;
  name: string;
  reasons: string[];
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const form = useContractForm({
    schema: checkInBody,
    initialValues: { reason: "" },
    toPayload: (v) => ({ member_id: memberId, override: true, override_reason: v.reason.trim() }),
    fieldOf: { override_reason: "reason" },
  });
  const submit = form.submitWith((payload) => onConfirm(payload.override_reason));
  return (
    <FormModal title="Let in anyway" busy={false} onClose={onClose} onSubmit={submit} submitLabel="Let in">
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
        data-autofocus
        {...form.getInputProps("reason")}
      />
    </FormModal>
  );
}
