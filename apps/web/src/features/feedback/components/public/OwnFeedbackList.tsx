import {
  FAILED_TO_SEND_FEEDBACK,
  type MemberFeedback,
  type MemberIdentity,
  PUBLIC_FOLLOW_UP_SENT,
  publicFollowUpBody,
} from "@gym/contracts";
import { Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { SUCCESS_GREEN } from "../../../../components/ui/accessible-colours.ts";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useSendPublicFollowUp } from "../../api/public-feedback.ts";
import { formatWhen } from "../../utils/when.ts";
import { FeedbackBadges } from "../list/FeedbackBadges.tsx";
import { FeedbackThread } from "../modals/FeedbackThread.tsx";

/** One of the member's own feedback with its conversation and a follow-up box (decision 0112). */
function OwnFeedbackItem({
  schemaName,
  identity,
  feedback,
  memberLabel,
  onChanged,
}: {
  schemaName: string;
  identity: MemberIdentity;
  feedback: MemberFeedback;
  memberLabel: string;
  onChanged: (next: MemberFeedback) => void;
}) {
  const [sent, setSent] = useState(false);
  const send = useSendPublicFollowUp(schemaName);
  // The call's schema checks the identity too; a problem with it shows on the one field, as before.
  const form = useContractForm<{ message: string }>({
    schema: publicFollowUpBody,
    initialValues: { message: "" },
    toPayload: ({ message }) => ({ ...identity, message }),
    fieldOf: Object.fromEntries(Object.keys(identity).map((key) => [key, "message"])),
  });
  const submit = form.submitWith(
    (_payload, { message }) => {
      setSent(false);
      send.mutate(
        { ...identity, id: feedback.id, message },
        {
          onSuccess: (res) => {
            form.setFieldValue("message", "");
            setSent(true);
            onChanged(res.feedback);
          },
        },
      );
    },
    () => setSent(false),
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="own-feedback">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={4} fz="sm" style={{ overflowWrap: "anywhere" }}>
            {feedback.subject}
          </Title>
          <FeedbackBadges status={feedback.status} />
        </Group>
        <Text size="xs" c="gray.7">
          Sent {formatWhen(feedback.submitted_at)}
          {feedback.category_name ? ` · ${feedback.category_name}` : ""}
        </Text>
        <FeedbackThread
          opening={{ author: memberLabel, message: feedback.message, at: feedback.submitted_at }}
          messages={feedback.responses}
        />
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea label="Add a follow-up" autosize minRows={2} {...form.getInputProps("message")} />
            {send.isError && <RetryAlert title={FAILED_TO_SEND_FEEDBACK} error={send.error} />}
            {sent && (
              <Text size="sm" c={SUCCESS_GREEN} fw={600} role="status">
                {PUBLIC_FOLLOW_UP_SENT}
              </Text>
            )}
            <Button type="submit" variant="default" loading={send.isPending} style={{ alignSelf: "flex-start" }}>
              Send follow-up
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

export function OwnFeedbackList({
  schemaName,
  identity,
  feedbacks,
  onChanged,
}: {
  schemaName: string;
  identity: MemberIdentity;
  feedbacks: MemberFeedback[];
  onChanged: (next: MemberFeedback) => void;
}) {
  if (feedbacks.length === 0) return <Text c="gray.7">You have not sent any feedback yet.</Text>;
  return (
    <Stack gap="sm">
      {feedbacks.map((f) => (
        <OwnFeedbackItem
          key={f.id}
          schemaName={schemaName}
          identity={identity}
          feedback={f}
          memberLabel="You"
          onChanged={onChanged}
        />
      ))}
    </Stack>
  );
}
