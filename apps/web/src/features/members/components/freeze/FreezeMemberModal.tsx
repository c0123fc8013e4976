import { FAILED_TO_FREEZE, type FreezeFields, freezeFields } from "@gym/contracts";
import { Text, Textarea } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useFreezeMember } from "../../api/freeze-member.ts";
import { FreezeHistory } from "./FreezeHistory.tsx";

export interface FreezeMemberModalProps {
  member: { id: number; full_name: string; member_id: string; renewal_date: string };
  opened: boolean;
  onClose: () => void;
  /** The day the From field starts with (the gym's today as the screen knows it). */
  today: string;
}

/** The form's values: days as YYYY-MM-DD (DateTextInput reads what the owner types, day first). */
interface FreezeFormValues {
  from_date: string;
  to_date: string;
  reason: string;
}

/**
 * Freeze a membership (issue 24 §4, decision 0258): from and to (typed day-first), a reason, checked with
 * the server's own schema (`freezeFields`) through the form kit. The server decides every rule (overlap,
 * how far back, the yearly maximum) and its words show here; nothing typed is lost on a refusal.
 * Self-contained, so the member profile can place it too.
 */
export function FreezeMemberModal({ member, opened, onClose, today }: FreezeMemberModalProps) {
  if (!opened) return null;
  return <FreezeForm member={member} onClose={onClose} today={today} />;
}

function FreezeForm({ member, onClose, today }: Omit<FreezeMemberModalProps, "opened">) {
  const freeze = useFreezeMember();
  const form = useContractForm<FreezeFormValues, FreezeFields>({
    schema: freezeFields,
    initialValues: { from_date: today, to_date: "", reason: "" },
    name: "freeze-membership",
  });
  const busy = freeze.isPending;

  const submit = form.submitWith((fields) =>
    freeze.mutate(
      { id: member.id, fields },
      {
        onSuccess: (answer) => {
          notify({
            color: "green",
            title: answer.message,
            message: `${member.full_name}: renewal date now ${formatDate(answer.renewal_date)}`,
          });
          onClose();
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );

  return (
    <FormModal
      title="Freeze membership"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Freeze"
      error={freeze.isError && <RetryAlert title={FAILED_TO_FREEZE} error={freeze.error} />}
    >
      <Text size="sm">
        Pause <strong>{member.full_name}</strong> ({member.member_id}). The renewal date (now{" "}
        {formatDate(member.renewal_date)}) moves on by the frozen days; the member cannot check in meanwhile.
      </Text>
      <FreezeHistory memberId={member.id} />
      <DateTextInput iso label="From" withAsterisk disabled={busy} {...form.getInputProps("from_date")} />
      <DateTextInput
        iso
        label="To (last frozen day)"
        withAsterisk
        calendarStart={today}
        disabled={busy}
        {...form.getInputProps("to_date")}
      />
      <Textarea
        label="Reason"
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        disabled={busy}
        {...form.getInputProps("reason")}
      />
    </FormModal>
  );
}
