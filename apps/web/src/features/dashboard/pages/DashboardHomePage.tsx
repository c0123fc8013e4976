import { Grid, Stack } from "@mantine/core";
import { useIsFetching } from "@tanstack/react-query";
import { useDeferredValue, useEffect } from "react";
import { afterFirstScreen, markFirstScreenShown } from "../../../lib/after-first-screen.ts";
import { gymDisplayName } from "../../../lib/gym-identity.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { useStoredSession } from "../../../lib/use-stored-session.ts";
import { useBackupWarning } from "../api/get-backup-status.ts";
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
  // The backup warning sits above the cards: they wait for its read (started with the home's, decision
  // 0382) so that it never appears after them and pushes them down (a layout shift on every load of a gym
  // without a recent backup). The warning itself shows as soon as its read is in: on a phone it is often
  // the largest paint; the loading overlay waits for it too, so nothing is below the warning when it comes
  // in. A failed read shows no warning.
  const backup = useBackupWarning();
  // The cards are rendered in a transition (React yields to the browser every few ms) rather than in the
  // render that receives the data, which blocked the main thread for the whole home (issue 28 §1,
  // decision 0315). Until that render is done the loading overlay stays.
  const data = useDeferredValue(backup.isPending ? undefined : home.data);
  const gymName = home.data?.gym_name?.trim() || gymDisplayName(user);
  // The ring's code once the first screen is shown (decisions 0364, 0382).
  useEffect(() => {
    return afterFirstScreen(() => loadMembershipRingChart().catch(() => {}));
  }, []);

  return (
    <Stack gap="md">
      <FirstScreenMark rendered={Boolean(data) || home.isError} />
      <DashboardHeader gymName={gymName} />
      {!backup.isPending && <BackupWarning warning={backup.data} />}
      {!backup.isPending && (home.isPending || (home.isSuccess && !data)) && <DashboardLoading />}
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

/**
 * Marks the first screen shown (lib/after-first-screen.ts, decision 0382) once the home's figures (or its
 * error) are rendered and none of its reads (the tiles' summaries, the front desk's) is on its way: then
 * the dialogs', tooltips', menu's and ring's code loads, after the largest paint instead of beside it. A
 * component of its own, so the count of reads in flight re-renders only this.
 */
function FirstScreenMark({ rendered }: { rendered: boolean }) {
  const fetching = useIsFetching();
  const done = rendered && fetching === 0;
  useEffect(() => {
    if (done) markFirstScreenShown();
  }, [done]);
  return null;
}
