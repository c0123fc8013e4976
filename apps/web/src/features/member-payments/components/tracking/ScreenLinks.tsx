import { Button, Group } from "@mantine/core";
import { IconBellRinging, IconHistory, IconReceipt2, IconSettings } from "@tabler/icons-react";
import { Link } from "react-router-dom";

/** The other payment screens, one tap away from smart tracking (the Expenses group's landing screen). */
export function ScreenLinks() {
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to="/dashboard/memberPayments"
        variant="default"
        size="xs"
        leftSection={<IconHistory size={14} aria-hidden />}
      >
        Payment History
      </Button>
      <Button
        component={Link}
        to="/dashboard/manualMemberPayment"
        variant="default"
        size="xs"
        leftSection={<IconReceipt2 size={14} aria-hidden />}
      >
        Manual Payment
      </Button>
      <Button
        component={Link}
        to="/dashboard/renewals"
        variant="default"
        size="xs"
        leftSection={<IconBellRinging size={14} aria-hidden />}
      >
        Renewals &amp; Reminders
      </Button>
      <Button
        component={Link}
        to="/dashboard/paymentSettings"
        variant="default"
        size="xs"
        leftSection={<IconSettings size={14} aria-hidden />}
      >
        Payment Settings
      </Button>
    </Group>
  );
}
