import { FAILED_TO_FETCH_STATISTICS, POST_TIMEFRAME_LABELS, POST_TIMEFRAMES, type PostTimeframe } from "@gym/contracts";
import {
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCategory, IconList, IconPlus, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { formatDate } from "../../../lib/calendar-date.ts";
import { usePostStatistics } from "../api/get-post-statistics.ts";
import { BreakdownCharts } from "../components/stats/BreakdownCharts.tsx";
import { OverviewCards } from "../components/stats/OverviewCards.tsx";
import { PerformanceCards } from "../components/stats/PerformanceCards.tsx";
import { RecentActivity } from "../components/stats/RecentActivity.tsx";

/** Post statistics (part 2 §2): timeframe, refresh, overview, bars by type and status, performance, activity, quick actions. */
export default function PostStatsPage() {
  const [timeframe, setTimeframe] = useState<PostTimeframe>("all");
  const stats = usePostStatistics(timeframe);
  const data = stats.data?.data;
  const period = data
    ? data.period_start
      ? `${formatDate(data.period_start)} to ${formatDate(data.period_end)}`
      : `All time, up to ${formatDate(data.period_end)}`
    : undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Post Statistics"
        subtitle={period}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={stats.isFetching}
            onClick={() => void stats.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <ScrollArea type="auto" offsetScrollbars>
        <SegmentedControl
          aria-label="Timeframe"
          value={timeframe}
          onChange={(v) => setTimeframe(v as PostTimeframe)}
          data={POST_TIMEFRAMES.map((t) => ({ value: t, label: POST_TIMEFRAME_LABELS[t] }))}
        />
      </ScrollArea>
      {stats.isPending && (
        <Stack aria-busy="true" aria-label="Loading statistics">
          <SimpleGrid cols={{ base: 2, lg: 6 }}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} h={70} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={300} radius="md" />
        </Stack>
      )}
      {stats.isError && (
        <RetryAlert
          text={failureText(stats.error, FAILED_TO_FETCH_STATISTICS)}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      )}
      {data && (
        <Stack gap="lg" style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}>
          <OverviewCards overview={data.overview} />
          <BreakdownCharts data={data} />
          <PerformanceCards metrics={data.performanceMetrics} />
          <RecentActivity items={data.recentActivity} />
        </Stack>
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="md" mb="sm">
          Quick actions
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to="/dashboard/posts"
            variant="light"
            leftSection={<IconList size={16} aria-hidden />}
          >
            Manage Posts
          </Button>
          <Button
            component={Link}
            to="/dashboard/postCategories"
            variant="light"
            leftSection={<IconCategory size={16} aria-hidden />}
          >
            Manage Categories
          </Button>
          <Button component={Link} to="/dashboard/posts?create=1" leftSection={<IconPlus size={16} aria-hidden />}>
            Create New Post
          </Button>
        </Group>
        <Text size="xs" c="gray.7" mt="sm">
          Views, likes and shares come from your public page; a reload within half an hour and bots are not counted.
        </Text>
      </Paper>
    </Stack>
  );
}
