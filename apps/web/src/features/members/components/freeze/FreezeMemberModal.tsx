import { FAILED_TO_FREEZE } from "@gym/contracts";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { toTypedDate } from "../../../../lib/typed-date.ts";
import { useFreezeMember } from "../../api/freeze-member.ts";
import { type FreezeFormValues, readFreezeForm } from "../../utils/freeze-form.ts";
import { FreezeHistory } from "./FreezeHistory.tsx";

export interface FreezeMemberModalProps {
  member: { id: number; full_name: string; member_id: string; renewal_date: string };
  opened: boolean;
  onClose: () => void;
  /** The day the From field starts with (the gym's today as the screen knows it). */
  today: string;
}

/**
 * Freeze a membership (issue 24 §4, decision 0258): from and to (typed day-first), a reason. The server
 * decides every rule (overlap, how far back, the yearly maximum) and its words show here; nothing typed
 * is lost on a refusal. Self-contained, so the member profile can place it too.
 */
export function FreezeMemberModal({ member, opened, onClose, today }: FreezeMemberModalProps) {
  const blank = (): FreezeFormValues => ({ from: toTypedDate(today), to: "", reason: "" });
  const [values, setValues] = useState<FreezeFormValues>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof FreezeFormValues, string>>>({});
  const freeze = useFreezeMember();

  const close = () => {
    freeze.reset();
    setErrors({});
    setValues(blank());
    onClose();
  };
  const set = (key: keyof FreezeFormValues) => (text: string) => setValues((v) => ({ ...v, [key]: text }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readFreezeForm(values);
    setErrors(read.errors ?? {});
    if (!read.fields) return;
    freeze.mutate(
      { id: member.id, fields: read.fields },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: "green",
            title: answer.message,
            message: `${member.full_name}: renewal date now ${formatDate(answer.renewal_date)}`,
          });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Freeze membership" closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={submit} noValidate aria-label="Freeze membership">
        <Stack gap="md">
          <Text size="sm">
            Pause <strong>{member.full_name}</strong> ({member.member_id}). The renewal date (now{" "}
            {formatDate(member.renewal_date)}) moves on by the frozen days; the member cannot check in meanwhile.
          </Text>
          <FreezeHistory memberId={member.id} />
          <DateTextInput
            label="From"
            withAsterisk
            value={values.from}
            onChange={set("from")}
            error={errors.from}
            disabled={freeze.isPending}
          />
          <DateTextInput
            label="To (last frozen day)"
            withAsterisk
            value={values.to}
            onChange={set("to")}
            error={errors.to}
            calendarStart={today}
            disabled={freeze.isPending}
          />
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            value={values.reason}
            onChange={(e) => set("reason")(e.currentTarget.value)}
            error={errors.reason}
            disabled={freeze.isPending}
          />
          {freeze.isError && <RetryAlert title={FAILED_TO_FREEZE} error={freeze.error} />}
          <ModalFormActions submitLabel="Freeze" onCancel={close} busy={freeze.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
