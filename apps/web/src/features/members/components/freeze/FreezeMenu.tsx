import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconSnowflake, IconSnowflakeOff } from "@tabler/icons-react";
import { type FreezeMember, useFreezeActions } from "./use-freeze-actions.tsx";

/** The members list row's menu (decision 0258): Freeze membership, or Unfreeze while frozen. */
export function FreezeMenu({ member }: { member: FreezeMember }) {
  const { kind, busy, run, modal } = useFreezeActions(member);
  if (!kind) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size={30}
            loading={busy}
            aria-label={`More actions for ${member.full_name}`}
            data-testid="member-more-actions"
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {kind === "freeze" ? (
            <Menu.Item leftSection={<IconSnowflake size={14} aria-hidden />} onClick={run}>
              Freeze membership
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconSnowflakeOff size={14} aria-hidden />} onClick={run}>
              Unfreeze
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {modal}
    </>
  );
}
