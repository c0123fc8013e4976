import { ACTIVATE_FAILED, SUSPEND_FAILED } from "@gym/contracts";
import { Button } from "@mantine/core";
import { IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { useActivateMemberMutation } from "../../api/activate-member.ts";
import { useSuspendMemberMutation } from "../../api/suspend-member.ts";
import type { Member } from "../../api/types.ts";

const COPY = {
  suspend: {
    label: "Suspend",
    title: "Suspend member",
    question: "Suspend",
    consequence: "Their membership is paused until you activate it again.",
    color: "orange",
    failed: SUSPEND_FAILED,
    icon: IconPlayerPause,
  },
  activate: {
    label: "Activate",
    title: "Activate member",
    question: "Activate",
    consequence: "Their membership becomes active again.",
    color: "green",
    failed: ACTIVATE_FAILED,
    icon: IconPlayerPlay,
  },
} as const;

/**
 * Part 1 §2: "ACTIVE members show a suspend action; other members show an activate action.
 * Both ask for confirmation and then reload the list." Failures show the spec's alert text. Which of the
 * two a row shows is `memberRowActions` (decision 0038).
 */
export function MemberStatusAction({ member, action }: { member: Member; action: "suspend" | "activate" }) {
  const suspend = useSuspendMemberMutation();
  const activate = useActivateMemberMutation();
  const mutation = action === "suspend" ? suspend : activate;
  const copy = COPY[action];
  const Icon = copy.icon;

  const run = () =>
    mutation.mutate(member.id, {
      onSuccess: (answer) =>
        notify({ color: "green", title: copy.title, message: answer.message || `${member.full_name}` }),
      onError: () => notify({ color: "red", title: copy.failed, message: member.full_name, autoClose: 8000 }),
    });

  const confirm = () =>
    openConfirm({
      title: copy.title,
      message: (
        <>
          {copy.question} <strong>{member.full_name}</strong> ({member.member_id})? {copy.consequence}
        </>
      ),
      confirmLabel: copy.label,
      color: copy.color,
      onConfirm: run,
    });

  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<Icon size={14} color={`var(--mantine-color-${copy.color}-8)`} aria-hidden />}
      loading={mutation.isPending}
      onClick={confirm}
      aria-label={`${copy.label} ${member.full_name}`}
    >
      {copy.label}
    </Button>
  );
}
