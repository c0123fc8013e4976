import { FAILED_TO_UNFREEZE, frozenUntilText } from "@gym/contracts";
import { useState } from "react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { formatDate, gymToday } from "../../../../lib/calendar-date.ts";
import type { Member } from "../../api/types.ts";
import { useUnfreezeMember } from "../../api/unfreeze-member.ts";
import { FreezeMemberModal } from "./FreezeMemberModal.tsx";

export type FreezeMember = Pick<
  Member,
  "id" | "full_name" | "member_id" | "renewal_date" | "display_status" | "frozen_until"
>;

/**
 * What a member offers (decision 0258): 'unfreeze' while frozen today (ends it today, after a
 * confirmation: the unused days come off the renewal date), 'freeze' for an active member, else nothing
 * (expired members are renewed, suspended ones activated first). The modal is part of the answer, so a
 * button, a menu item or a profile can offer it alike.
 */
export function useFreezeActions(member: FreezeMember) {
  const [open, setOpen] = useState(false);
  const unfreeze = useUnfreezeMember();
  const kind: "freeze" | "unfreeze" | null = member.frozen_until
    ? "unfreeze"
    : member.display_status === "ACTIVE"
      ? "freeze"
      : null;

  const confirmUnfreeze = () =>
    openConfirm({
      title: "Unfreeze membership",
      message: (
        <>
          End the freeze of <strong>{member.full_name}</strong> ({member.member_id}) today? (
          {frozenUntilText(member.frozen_until ?? "")}.) The days not used come off the renewal date.
        </>
      ),
      confirmLabel: "Unfreeze",
      color: "blue",
      onConfirm: () =>
        unfreeze.mutate(member.id, {
          onSuccess: (answer) =>
            notify({
              color: "green",
              title: answer.message,
              message: `${member.full_name}: renewal date now ${formatDate(answer.renewal_date)}`,
            }),
          onError: () =>
            notify({ color: "red", title: FAILED_TO_UNFREEZE, message: member.full_name, autoClose: 8000 }),
        }),
    });

  const modal = open ? (
    <FreezeMemberModal member={member} opened={open} onClose={() => setOpen(false)} today={gymToday()} />
  ) : null;

  return {
    kind,
    busy: unfreeze.isPending,
    run: kind === "unfreeze" ? confirmUnfreeze : () => setOpen(true),
    modal,
  };
}
