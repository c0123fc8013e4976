import { FAILED_TO_FETCH_PRIVACY_NOTICE } from "@gym/contracts";
import { Skeleton, Stack } from "@mantine/core";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { usePrivacyNotice } from "../api/get-privacy-notice.ts";
import { PastVersions } from "../components/privacy-notice/PastVersions.tsx";
import { PrivacyNoticeForm } from "../components/privacy-notice/PrivacyNoticeForm.tsx";

/** /dashboard/privacyNotice (designed, decision 0350): the owner edits the gym's own privacy notice. */
export default function PrivacyNoticePage() {
  const query = usePrivacyNotice();
  const notice = query.data?.notice;
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Privacy notice"
        back={{ to: "/dashboard/members", label: "Back to Members" }}
        subtitle="What members agree to when they consent: the gym's own text"
      />
      {query.isError && (
        <RetryAlert
          text={failureText(query.error, FAILED_TO_FETCH_PRIVACY_NOTICE)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isPending && <Skeleton h={320} data-testid="privacy-notice-loading" />}
      {/* Keyed by version: a save (or another owner's) starts the form from the new current text. */}
      {notice && <PrivacyNoticeForm key={notice.version} notice={notice} />}
      {notice && <PastVersions current={notice.version} />}
    </Stack>
  );
}
