// Only the styles of the layout and the home; other screens bring the whole sheet (routes.tsx, decision 0307).
import "./shell-styles.ts";
import { AppShell } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LoadingScreen } from "../../components/ui/LoadingScreen.tsx";
import { ScreenGate } from "../guards/ScreenGate.tsx";
import { SidebarMenu } from "../navigation/SidebarMenu.tsx";
import { AppHeader } from "./AppHeader.tsx";
import { DashboardProviders } from "./DashboardProviders.tsx";

/** The signed-in shell: header with the top menu, icon sidebar (a burger panel on phones), the screen. */
export default function DashboardLayout() {
  const [navbarOpened, { toggle, close }] = useDisclosure(false);
  // Below Mantine's `sm` breakpoint the sidebar opens full width, so it has room for labels. Read in the
  // first render (not after it), so a phone never renders the closed sidebar it does not show.
  const isPhone = useMediaQuery("(max-width: 48em)", undefined, { getInitialValueInEffect: false }) ?? false;
  return (
    <DashboardProviders>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 76, breakpoint: "sm", collapsed: { mobile: !navbarOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader navbarOpened={navbarOpened} onToggleNavbar={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          {/* A phone's closed sidebar is off the screen: its links, icons and tooltips are rendered when it
              opens, not on every first load (issue 28 §1). */}
          {(!isPhone || navbarOpened) && <SidebarMenu showLabels={isPhone} onNavigate={close} />}
        </AppShell.Navbar>
        <AppShell.Main>
          <Suspense fallback={<LoadingScreen />}>
            <ScreenGate>
              <Outlet />
            </ScreenGate>
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </DashboardProviders>
  );
}
