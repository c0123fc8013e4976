import { Grid, Stack, Transition } from "@mantine/core";
import { gymDisplayName } from "../../../lib/gym-identity.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { useStoredSession } from "../../../lib/use-stored-session.ts";
import { useDashboardHome } from "../api/get-dashboard-home.ts";
import { AttendanceCard } from "../components/AttendanceCard.tsx";
import { BackupWarning } from "../components/BackupWarning.tsx";
import { BirthdaysCard } from "../components/BirthdaysCard.tsx";
import { DashboardHeader } from "../components/DashboardHeader.tsx";
import { DashboardLoadError } from "../components/DashboardLoadError.tsx";
import { DashboardLoading } from "../components/DashboardLoading.tsx";
import { ExpiredMembershipsCard } from "../components/ExpiredMembershipsCard.tsx";
import { MembershipRing } from "../components/MembershipRing.tsx";
import { MemberActions, QuickExpenseActions, RecordsActions } from "../components/QuickActions.tsx";
import { SummaryTiles } from "../components/SummaryTiles.tsx";
import { useDelayedReveal } from "../hooks/use-delayed-reveal.ts";

/** /dashboard (part 1 §2 "Dashboard home"). */
export default function DashboardHomePage() {
  const { user } = useStoredSession();
  usePageTitle("Home");
  const home = useDashboardHome();
  const revealed = useDelayedReveal(home.isSuccess);
  const gymName = home.data?.gym_name?.trim() || gymDisplayName(user);

  return (
    <Stack gap="md">
      <DashboardHeader gymName={gymName} />
      <BackupWarning />
      {home.isPending && <DashboardLoading />}
      {home.isError && <DashboardLoadError onRetry={() => home.refetch()} retrying={home.isFetching} />}
      {home.data && (
        <Transition mounted={revealed} transition="fade-up" duration={250}>
          {(style) => (
            <Stack gap="md" style={style} data-testid="dashboard-content">
              <SummaryTiles members={home.data.members} />
              <MemberActions />
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
                  <MembershipRing counts={home.data.members} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6, lg: 8 }}>
                  <QuickExpenseActions />
                </Grid.Col>
                <Grid.Col span={12}>
                  <AttendanceCard />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <ExpiredMembershipsCard expired={home.data.expired_memberships} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <BirthdaysCard birthdays={home.data.birthdays} />
                </Grid.Col>
              </Grid>
              <RecordsActions />
            </Stack>
          )}
        </Transition>
      )}
    </Stack>
  );
}
