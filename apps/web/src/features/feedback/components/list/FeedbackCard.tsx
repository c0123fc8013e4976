import {
  ADMIN_AUTHOR_LABEL,
  FEEDBACK_MESSAGE_PREVIEW,
  FEEDBACK_RESPONSE_PREVIEW,
  type FeedbackSummary,
} from "@gym/contracts";
import { Button, Card, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMessageReply, IconPhoto } from "@tabler/icons-react";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { daysAgoText, preview } from "../../utils/preview.ts";
import { FeedbackBadges } from "./FeedbackBadges.tsx";
import { RatingStars } from "./RatingStars.tsx";

/** One feedback card (part 2 §2): message cut at 150 characters, the admin's response at 100 (§9). */
export function FeedbackCard({
  feedback,
  onDetails,
  onRespond,
}: {
  feedback: FeedbackSummary;
  onDetails: () => void;
  onRespond: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="feedback-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
            {feedback.subject}
          </Title>
          <RatingStars value={feedback.rating} />
        </Group>
        <FeedbackBadges status={feedback.status} priority={feedback.priority} />
        <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
          <MemberNameLink id={feedback.member_id}>{feedback.member_name}</MemberNameLink>
          {feedback.member_code ? ` (${feedback.member_code})` : ""}
          {feedback.category_name ? ` · ${feedback.category_name}` : ""} ·{" "}
          <span data-testid="days-since">{daysAgoText(feedback.days_since_submitted)}</span>
        </Text>
        <Text size="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
          {preview(feedback.message, FEEDBACK_MESSAGE_PREVIEW)}
        </Text>
        {feedback.admin_response && (
          <Paper bg="gray.0" p="xs" radius="sm">
            <Text size="xs" fw={700} c="gray.8">
              {ADMIN_AUTHOR_LABEL}
            </Text>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {preview(feedback.admin_response, FEEDBACK_RESPONSE_PREVIEW)}
            </Text>
          </Paper>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="xs" c="gray.7">
              {feedback.response_count === 1 ? "1 response" : `${feedback.response_count} responses`}
            </Text>
            {feedback.attachment_url && <IconPhoto size={16} aria-label="Has a photo" />}
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onDetails}>
              View Details
            </Button>
            <Button size="xs" leftSection={<IconMessageReply size={14} aria-hidden />} onClick={onRespond}>
              Respond
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
