import { FAILED_TO_FETCH_PRIVACY_NOTICE } from "@gym/contracts";
import { Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { PrivacyNoticeText } from "../../../../components/ui/PrivacyNoticeText.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { usePrivacyNoticeVersion } from "../../api/get-privacy-notice.ts";

/** The versions before the current one, read-only (decision 0350): what members who consented to them agreed to. */
export function PastVersions({ current }: { current: number }) {
  const [picked, setPicked] = useState<string | null>(null);
  const version = picked ? Number(picked) : null;
  const query = usePrivacyNoticeVersion(version);
  if (current <= 1) return null;
  const options = Array.from({ length: current - 1 }, (_, i) => String(current - 1 - i));
  const notice = query.data?.notice;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} data-testid="privacy-notice-past">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Past versions
        </Title>
        <Select
          label="Version"
          placeholder="Pick a version to read"
          data={options.map((v) => ({ value: v, label: `Version ${v}` }))}
          value={picked}
          onChange={setPicked}
          maw={240}
          allowDeselect={false}
        />
        {query.isError && (
          <RetryAlert
            title={FAILED_TO_FETCH_PRIVACY_NOTICE}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {version !== null && query.isPending && <Skeleton h={120} />}
        {notice && (
          <>
            <Text size="sm" c="gray.7">
              {notice.created_at
                ? `Saved on ${formatTimestampDate(notice.created_at)} by ${notice.created_by}.`
                : "The product's default text."}{" "}
              Read-only: consents given to it keep it.
            </Text>
            <PrivacyNoticeText notice={notice} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
