import "@mantine/charts/styles.css";
import type { PostStatistics } from "@gym/contracts";
import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Text, Title } from "@mantine/core";

/** Posts by type and by status as bars (part 2 §2), with @mantine/charts. */
export function BreakdownCharts({ data }: { data: PostStatistics }) {
  const types = data.typeBreakdown.map((t) => ({ type: t.label, Posts: t.count, Views: t.views }));
  const statuses = data.statusBreakdown.map((s) => ({ status: s.label, Posts: s.count }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="md" mb="sm">
          Posts by type
        </Title>
        <div role="img" aria-label="Posts by type">
          <BarChart
            h={260}
            data={types}
            dataKey="type"
            orientation="vertical"
            yAxisProps={{ width: 120 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: "Posts", color: "blue.6" }]}
            withTooltip
          />
        </div>
        <Text size="xs" c="gray.7" mt="xs">
          {data.typeBreakdown.map((t) => `${t.label}: ${t.count} (${t.views} views)`).join(" · ")}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} fz="md" mb="sm">
          Posts by status
        </Title>
        <div role="img" aria-label="Posts by status">
          <BarChart
            h={260}
            data={statuses}
            dataKey="status"
            yAxisProps={{ allowDecimals: false }}
            series={[{ name: "Posts", color: "teal.6" }]}
            withTooltip
          />
        </div>
        <Text size="xs" c="gray.7" mt="xs">
          {data.statusBreakdown.map((s) => `${s.label}: ${s.count}`).join(" · ")}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
