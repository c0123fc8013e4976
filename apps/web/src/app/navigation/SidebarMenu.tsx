import { NavLink, Stack } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { DeferredTooltip } from "../../components/ui/DeferredTooltip.tsx";
import { useRole } from "../../lib/role-access.ts";
import { MENU_ICONS } from "./menu-icons.ts";
import { isMenuItemActive, menuItemsFor } from "./menu-items.ts";
import { screenPath } from "./screen-keys.ts";

interface SidebarMenuProps {
  /** On phones the sidebar opens as a wide panel, so it can show the words next to the icons. */
  showLabels: boolean;
  onNavigate?: () => void;
}

/** "A sidebar repeats the same entries as icons." Each icon carries its label for screen readers. */
export function SidebarMenu({ showLabels, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const items = menuItemsFor(useRole());
  return (
    <Stack component="nav" aria-label="Sidebar" gap={4}>
      {items.map((item) => {
        const Icon = MENU_ICONS[item.id];
        const active = isMenuItemActive(item, pathname);
        return (
          <DeferredTooltip key={item.id} label={item.label} position="right" disabled={showLabels} withArrow>
            <NavLink
              component={Link}
              to={screenPath(item.target)}
              active={active}
              aria-current={active ? "page" : undefined}
              aria-label={item.label}
              label={showLabels ? item.label : undefined}
              leftSection={Icon ? <Icon size={22} stroke={1.6} aria-hidden /> : null}
              onClick={onNavigate}
              variant="light"
            />
          </DeferredTooltip>
        );
      })}
    </Stack>
  );
}
