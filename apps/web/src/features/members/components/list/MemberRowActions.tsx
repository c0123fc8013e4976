import { Group } from "@mantine/core";
import type { Member } from "../../api/types.ts";
import { memberRowActions } from "../../utils/row-actions.ts";
import { FreezeMenu } from "../freeze/FreezeMenu.tsx";
import { MemberStatusAction } from "./MemberStatusAction.tsx";
import { RenewMemberButton } from "./RenewMemberButton.tsx";

/** A row's buttons, in the table and on the phone cards alike (decision 0038: an expired row offers Renew). */
export function MemberRowActions({ member }: { member: Member }) {
  return (
    <Group gap={6} wrap="nowrap" ml="auto">
      {memberRowActions(member).map((action) =>
        action === "renew" ? (
          <RenewMemberButton key={action} member={member} />
        ) : (
          <MemberStatusAction key={action} member={member} action={action} />
        ),
      )}
      <FreezeMenu member={member} />
    </Group>
  );
}
