import { Grid, Stack } from "@mantine/core";
import { useDeferredValue, useEffect } from "react";
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
import { loadMembershipRingChart, MembershipRing } from "../components/MembershipRing.tsx";
import { MemberActions, QuickExpenseActions, RecordsActions } from "../components/QuickActions.tsx";
import { SummaryTiles } from "../components/SummaryTiles.tsx";
import classes from "./DashboardHomePage.module.css";

/** /dashboard (part 1 §2 "Dashboard home"). */
export default function DashboardHomePage() {
  const { user } = useStoredSession();
  usePageTitle("Home");
  const home = useDashboardHome();
  // The cards are rendered in a transition (React yields to the browser every few ms) rather than in the
  // render that receives the data, which blocked the main thread for the whole home (issue 28 §1,
  // decision 0315). Until that render is done the loading overlay stays.
  const data = useDeferredValue(home.data);
  const gymName = home.data?.gym_name?.trim() || gymDisplayName(user);
  useEffect(() => {
    // After the first paint (a timer after the commit's effects): the ring's code, off the first load (decision 0364).
    const timer = setTimeout(() => loadMembershipRingChart().catch(() => {}), 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Stack gap="md">
      <DashboardHeader gymName={gymName} />
      <BackupWarning />
      {(home.isPending || (home.isSuccess && !data)) && <DashboardLoading />}
      {home.isError && <DashboardLoadError onRetry={() => home.refetch()} retrying={home.isFetching} />}
      {data && (
        // The spec's 100 ms load-animation delay and Mantine's fade-up, in CSS (DashboardHomePage.module.css).
        <Stack gap="md" className={classes.reveal} data-testid="dashboard-content">
          <SummaryTiles members={data.members} />
          <MemberActions />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
              <MembershipRing counts={data.members} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 8 }}>
              <QuickExpenseActions />
            </Grid.Col>
            <Grid.Col span={12}>
              <AttendanceCard />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ExpiredMembershipsCard expired={data.expired_memberships} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <BirthdaysCard birthdays={data.birthdays} />
            </Grid.Col>
          </Grid>
          <RecordsActions />
        </Stack>
      )}
    </Stack>
  );
}
