import { Button } from "@mantine/core";
import { IconSnowflake, IconSnowflakeOff } from "@tabler/icons-react";
import { type FreezeMember, useFreezeActions } from "./use-freeze-actions.tsx";

/** Freeze or Unfreeze as a button (a member's own page); nothing for a member who can be neither. */
export function FreezeAction({ member }: { member: FreezeMember }) {
  const { kind, busy, run, modal } = useFreezeActions(member);
  if (!kind) return null;
  const Icon = kind === "freeze" ? IconSnowflake : IconSnowflakeOff;
  const label = kind === "freeze" ? "Freeze" : "Unfreeze";
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<Icon size={14} color="var(--mantine-color-blue-8)" aria-hidden />}
        loading={busy}
        onClick={run}
        aria-label={`${label} ${member.full_name}`}
      >
        {label}
      </Button>
      {modal}
    </>
  );
}
