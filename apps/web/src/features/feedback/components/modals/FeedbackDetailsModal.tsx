import { FAILED_TO_FETCH_FEEDBACK } from "@gym/contracts";
import { Button, Group, Image, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useFeedbackDetails } from "../../api/get-feedback-details.ts";
import { daysAgoText } from "../../utils/preview.ts";
import { formatWhen } from "../../utils/when.ts";
import { FeedbackBadges } from "../list/FeedbackBadges.tsx";
import { RatingStars } from "../list/RatingStars.tsx";
import { FeedbackThread } from "./FeedbackThread.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** The details modal with the conversation (part 2 §2), read fresh from GET details/{id}/. */
export function FeedbackDetailsModal({
  feedbackId,
  onClose,
  onRespond,
}: {
  feedbackId: number;
  onClose: () => void;
  onRespond: () => void;
}) {
  const query = useFeedbackDetails(feedbackId);
  const feedback = query.data?.feedback;
  return (
    <Modal
      opened
      onClose={onClose}
      title={feedback?.subject ?? "Feedback details"}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {query.isPending && <Text size="sm">Loading…</Text>}
      {query.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_FEEDBACK}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {feedback && (
        <Stack gap="md">
          <FeedbackBadges status={feedback.status} priority={feedback.priority} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Member">
              <MemberNameLink id={feedback.member_id}>{feedback.member_name}</MemberNameLink>
              {feedback.member_code ? ` (${feedback.member_code})` : ""}
            </Fact>
            <Fact label="Category">{feedback.category_name ?? "—"}</Fact>
            <Fact label="Rating">
              <RatingStars value={feedback.rating} />
            </Fact>
            <Fact label="Submitted">
              {formatWhen(feedback.submitted_at)} ({daysAgoText(feedback.days_since_submitted)})
            </Fact>
            <Fact label="Last response">{formatWhen(feedback.response_date)}</Fact>
            <Fact label="Responses">{feedback.response_count}</Fact>
          </SimpleGrid>
          {feedback.attachment_url && (
            <Image
              src={feedback.attachment_url}
              alt={`Photo sent with "${feedback.subject}"`}
              radius="sm"
              mah={260}
              fit="contain"
            />
          )}
          <FeedbackThread
            opening={{ author: feedback.member_name, message: feedback.message, at: feedback.submitted_at }}
            messages={feedback.responses}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={onRespond}>Respond</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
