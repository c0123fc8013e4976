import { ActionIcon, Avatar, Burger, Group, Text, Title } from "@mantine/core";
import { IconSettings } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { DeferredTooltip } from "../../components/ui/DeferredTooltip.tsx";
import { LogoutButton } from "../../features/auth/components/LogoutButton.tsx";
import { gymDisplayName, ownerDisplayName } from "../../lib/gym-identity.ts";
import { initialsColor } from "../../lib/initials-color.ts";
import { useMayCall } from "../../lib/role-access.ts";
import { useStoredSession } from "../../lib/use-stored-session.ts";
import { screenPath } from "../navigation/screen-keys.ts";
import { TopMenu } from "../navigation/TopMenu.tsx";

interface AppHeaderProps {
  navbarOpened: boolean;
  onToggleNavbar: () => void;
}

/** Gym name and owner from gym_user_data (with the spec's fallbacks), the top menu and logout. */
export function AppHeader({ navbarOpened, onToggleNavbar }: AppHeaderProps) {
  const { user } = useStoredSession();
  const ownerName = ownerDisplayName(user);
  const mayManageStaff = useMayCall("GET /api/auth/staff/");
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flexShrink: 1 }}>
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={navbarOpened ? "Close navigation" : "Open navigation"}
        />
        <Title order={1} size="h4" lineClamp={1} data-testid="gym-name">
          {gymDisplayName(user)}
        </Title>
      </Group>
      <TopMenu />
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {mayManageStaff && (
          <DeferredTooltip label="Settings → Staff" withArrow>
            <ActionIcon
              component={Link}
              to={screenPath("staff")}
              variant="subtle"
              size="lg"
              aria-label="Staff settings"
              // Phones reach Staff from the sidebar: the header has no room for one more control at 390 px.
              visibleFrom="sm"
            >
              <IconSettings size={20} aria-hidden />
            </ActionIcon>
          </DeferredTooltip>
        )}
        {/* The name itself only where the top menu leaves room; the avatar always names the owner. */}
        <DeferredTooltip label={ownerName} withArrow>
          <Avatar
            size="sm"
            variant="filled"
            color={initialsColor(ownerName)}
            radius="xl"
            role="img"
            aria-label={ownerName}
          >
            {ownerName.charAt(0).toUpperCase()}
          </Avatar>
        </DeferredTooltip>
        <Text size="sm" fw={500} visibleFrom="xl" style={{ whiteSpace: "nowrap" }} data-testid="owner-name">
          {ownerName}
        </Text>
        <LogoutButton />
      </Group>
    </Group>
  );
}
