import { FAILED_TO_FETCH_ATTENDANCE_REPORT } from "@gym/contracts";
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBrandWhatsapp } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { SUCCESS_GREEN } from "../../../../components/ui/accessible-colours.ts";
import { ListPagination } from "../../../../components/ui/ListPagination.tsx";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";

export interface WorklistRow {
  member_id: number;
  full_name: string;
  member_code: string;
  phone: string;
  last_visit_text: string;
  whatsapp_url: string | null;
  detail?: ReactNode;
}

interface Props {
  title: string;
  explain: string;
  empty: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: WorklistRow[] | undefined;
  count: number;
  page: number;
  onPage: (page: number) => void;
}

const PAGE = 20;

/** A worklist of members to contact (issue 24 §3), each with the WhatsApp link the server made. */
export function Worklist({ title, explain, empty, query, rows, count, page, onPage }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title} {rows ? `(${count})` : ""}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {explain}
      </Text>
      {query.isPending && <Skeleton h={160} />}
      {query.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_ATTENDANCE_REPORT}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {rows && rows.length === 0 && (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <Stack gap="xs">
          <Stack gap="xs" role="list" aria-label={title}>
            {rows.map((r) => (
              <Group key={r.member_id} role="listitem" justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    <MemberNameLink id={r.member_id}>{r.full_name}</MemberNameLink>{" "}
                    <Text span size="xs" c="gray.7">
                      {r.member_code}
                    </Text>
                  </Text>
                  <Text size="xs" c="gray.7">
                    {r.last_visit_text}
                    {r.detail ? " · " : ""}
                    {r.detail}
                  </Text>
                </div>
                {r.whatsapp_url ? (
                  <Anchor href={r.whatsapp_url} target="_blank" rel="noopener noreferrer" size="sm" c={SUCCESS_GREEN}>
                    <Group gap={4} wrap="nowrap">
                      <IconBrandWhatsapp size={18} aria-hidden />
                      WhatsApp
                    </Group>
                  </Anchor>
                ) : (
                  <Text size="xs" c="gray.7">
                    {r.phone}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
          {count > PAGE && <ListPagination total={Math.ceil(count / PAGE)} value={page} onChange={onPage} size="sm" />}
        </Stack>
      )}
    </Paper>
  );
}
