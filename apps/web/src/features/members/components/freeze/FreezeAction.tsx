import { FAILED_TO_UNFREEZE, frozenUntilText } from "@gym/contracts";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSnowflake, IconSnowflakeOff } from "@tabler/icons-react";
import { useState } from "react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { formatDate, todayIso } from "../../../../lib/calendar-date.ts";
import type { Member } from "../../api/types.ts";
import { useUnfreezeMember } from "../../api/unfreeze-member.ts";
import { FreezeMemberModal } from "./FreezeMemberModal.tsx";

type FreezeMember = Pick<Member, "id" | "full_name" | "member_id" | "renewal_date" | "display_status" | "frozen_until">;

/**
 * Freeze or Unfreeze for one member (decision 0258): a member frozen today offers Unfreeze (with a
 * confirmation: the freeze ends today and the unused days come off the renewal date); an active member
 * offers Freeze; expired and suspended members neither. Self-contained for the list and a profile.
 */
export function FreezeAction({ member }: { member: FreezeMember }) {
  const [open, setOpen] = useState(false);
  const unfreeze = useUnfreezeMember();

  if (member.frozen_until) {
    const until = member.frozen_until;
    const confirm = () =>
      openConfirm({
        title: "Unfreeze membership",
        message: (
          <>
            End the freeze of <strong>{member.full_name}</strong> ({member.member_id}) today? It was{" "}
            {frozenUntilText(until).toLowerCase()}; the days not used come off the renewal date.
          </>
        ),
        confirmLabel: "Unfreeze",
        color: "blue",
        onConfirm: () =>
          unfreeze.mutate(member.id, {
            onSuccess: (answer) =>
              notifications.show({
                color: "green",
                title: answer.message,
                message: `${member.full_name}: renewal date now ${formatDate(answer.renewal_date)}`,
              }),
            onError: () =>
              notifications.show({
                color: "red",
                title: FAILED_TO_UNFREEZE,
                message: member.full_name,
                autoClose: 8000,
              }),
          }),
      });
    return (
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSnowflakeOff size={14} color="var(--mantine-color-blue-8)" aria-hidden />}
        loading={unfreeze.isPending}
        onClick={confirm}
        aria-label={`Unfreeze ${member.full_name}`}
      >
        Unfreeze
      </Button>
    );
  }

  if (member.display_status !== "ACTIVE") return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSnowflake size={14} color="var(--mantine-color-blue-8)" aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`Freeze ${member.full_name}`}
      >
        Freeze
      </Button>
      {open && <FreezeMemberModal member={member} opened={open} onClose={() => setOpen(false)} today={todayIso()} />}
    </>
  );
}
