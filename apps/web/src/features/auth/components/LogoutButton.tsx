import { ActionIcon, Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useSignOut } from "../hooks/use-sign-out.ts";

/** Words from `xs` up; an icon on a phone, so the header keeps room for the gym's whole name (decision 0378). */
export function LogoutButton() {
  const signOut = useSignOut();
  return (
    <>
      <Button
        variant="default"
        size="compact-md"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={signOut}
        visibleFrom="xs"
      >
        Logout
      </Button>
      <ActionIcon variant="default" size="lg" aria-label="Logout" onClick={signOut} hiddenFrom="xs">
        <IconLogout size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
