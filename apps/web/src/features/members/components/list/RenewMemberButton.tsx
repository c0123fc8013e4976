import { Button } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import type { Member } from "../../api/types.ts";

/**
 * Issue 8 defect 4 / issue 10 ¶5: an expired row offers renewing (decision 0038), which opens the member's
 * Record Payment popup on the smart tracking screen (the payments feature owns the popup).
 */
export function RenewMemberButton({ member }: { member: Member }) {
  return (
    <Button
      component={Link}
      to={`/dashboard/smartPaymentTracking?renew=${member.id}`}
      size="xs"
      // Like the Suspend/Activate button beside it: white on Mantine's green fails text contrast.
      variant="default"
      leftSection={<IconRefresh size={14} color="var(--mantine-color-green-8)" aria-hidden />}
      aria-label={`Renew ${member.full_name}`}
    >
      Renew
    </Button>
  );
}
