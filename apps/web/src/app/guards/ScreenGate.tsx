import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { RetryAlert } from "../../components/ui/RetryAlert.tsx";
import { notAllowedText, useRole } from "../../lib/role-access.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { menuItemsFor } from "../navigation/menu-items.ts";
import { screenAllowed } from "../navigation/screen-access.ts";
import { screenKeyFromPath, screenPath } from "../navigation/screen-keys.ts";

export const SCREEN_NOT_ALLOWED = "You cannot open this screen";

/**
 * Shows a screen only to a role whose calls it needs are allowed (issue 25 §5, decision 0325). The home
 * screen of a role without it (a trainer, a door device) is that role's first menu entry; any other screen
 * says why it is not shown. The server refuses the calls either way.
 */
export function ScreenGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const role = useRole();
  const screen = screenKeyFromPath(pathname);
  if (screen === null || screenAllowed(role, screen)) return children;
  const first = menuItemsFor(role)[0];
  if (screen === "index" && first) return <Navigate to={screenPath(first.target)} replace />;
  return <NotAllowed text={notAllowedText(role)} />;
}

function NotAllowed({ text }: { text: string }) {
  usePageTitle(SCREEN_NOT_ALLOWED);
  return (
    <Stack maw={640}>
      <RetryAlert title={SCREEN_NOT_ALLOWED} text={text} data-testid="screen-not-allowed" />
    </Stack>
  );
}
