import { Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useSignOut } from "../hooks/use-sign-out.ts";

export function LogoutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="default" size="compact-md" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
      Logout
    </Button>
  );
}
