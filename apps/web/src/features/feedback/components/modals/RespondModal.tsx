import {
  ADD_FOLLOW_UP_TAB,
  DEFAULT_FEEDBACK_PRIORITY,
  DEFAULT_FEEDBACK_STATUS,
  FAILED_TO_RESPOND_TO_FEEDBACK,
  FEEDBACK_FOLLOW_UP_ADDED,
  FEEDBACK_PRIORITIES,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_RESPONSE_SAVED,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackFollowUpFields,
  type FeedbackPriority,
  type FeedbackStatus,
  type FeedbackSummary,
  feedbackFollowUpFields,
  type RespondToFeedbackFields,
  respondToFeedbackFields,
  UPDATE_RESPONSE_TAB,
} from "@gym/contracts";
import { Select, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useAddFeedbackFollowUp } from "../../api/add-feedback-follow-up.ts";
import { useRespondToFeedback } from "../../api/respond-to-feedback.ts";

type Mode = "update" | "follow-up";

interface ResponseValues {
  status: FeedbackStatus;
  priority: FeedbackPriority;
  admin_response: string;
}

/**
 * The respond modal (part 2 §2): 'Update Response' sets status, priority and the response text
 * (required); 'Add Follow-up' adds a message (required) to the conversation (§5). Each tab is a form of
 * the kit, checked with its call's schema.
 */
export function RespondModal({ feedback, onClose }: { feedback: FeedbackSummary; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>("update");
  const respond = useRespondToFeedback();
  const addFollowUp = useAddFeedbackFollowUp();
  const responseForm = useContractForm<ResponseValues, RespondToFeedbackFields>({
    schema: respondToFeedbackFields,
    initialValues: {
      status: feedback.status ?? DEFAULT_FEEDBACK_STATUS,
      priority: feedback.priority ?? DEFAULT_FEEDBACK_PRIORITY,
      admin_response: feedback.admin_response ?? "",
    },
  });
  const followUpForm = useContractForm<{ message: string }, FeedbackFollowUpFields>({
    schema: feedbackFollowUpFields,
    initialValues: { message: "" },
  });
  const busy = respond.isPending || addFollowUp.isPending;
  const failed = mode === "update" ? respond.error : addFollowUp.error;

  const submitResponse = responseForm.submitWith((_fields, { status, priority, admin_response }) =>
    respond.mutate(
      { id: feedback.id, status, priority, admin_response },
      {
        onSuccess: () => {
          notify({ color: "green", message: FEEDBACK_RESPONSE_SAVED });
          onClose();
        },
        onError: (error) => responseForm.showServerErrors(error),
      },
    ),
  );
  const submitFollowUp = followUpForm.submitWith((_fields, { message }) =>
    addFollowUp.mutate(
      { id: feedback.id, message },
      {
        onSuccess: () => {
          notify({ color: "green", message: FEEDBACK_FOLLOW_UP_ADDED });
          onClose();
        },
        onError: (error) => followUpForm.showServerErrors(error),
      },
    ),
  );

  return (
    <FormModal
      title="Respond to Feedback"
      size="lg"
      busy={busy}
      onClose={onClose}
      onSubmit={mode === "update" ? submitResponse : submitFollowUp}
      submitLabel={mode === "update" ? UPDATE_RESPONSE_TAB : ADD_FOLLOW_UP_TAB}
      error={failed && <RetryAlert title={FAILED_TO_RESPOND_TO_FEEDBACK} error={failed} />}
    >
      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
        {feedback.subject} · {feedback.member_name}
      </Text>
      <Tabs
        value={mode}
        onChange={(v) => {
          setMode((v as Mode) ?? "update");
          responseForm.clearErrors();
          followUpForm.clearErrors();
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="update">{UPDATE_RESPONSE_TAB}</Tabs.Tab>
          <Tabs.Tab value="follow-up">{ADD_FOLLOW_UP_TAB}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="update" pt="md">
          <Stack gap="sm">
            <Select
              label="Status"
              data={FEEDBACK_STATUSES.map((s) => ({ value: s, label: FEEDBACK_STATUS_LABELS[s] }))}
              allowDeselect={false}
              {...responseForm.getInputProps("status")}
            />
            <Select
              label="Priority"
              data={FEEDBACK_PRIORITIES.map((p) => ({ value: p, label: FEEDBACK_PRIORITY_LABELS[p] }))}
              allowDeselect={false}
              {...responseForm.getInputProps("priority")}
            />
            <Textarea
              label="Response"
              required
              autosize
              minRows={4}
              {...responseForm.getInputProps("admin_response")}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="follow-up" pt="md">
          <Textarea
            label="Follow-up message"
            required
            autosize
            minRows={4}
            {...followUpForm.getInputProps("message")}
          />
        </Tabs.Panel>
      </Tabs>
    </FormModal>
  );
}
