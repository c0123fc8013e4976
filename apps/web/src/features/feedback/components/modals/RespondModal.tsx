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
  type FeedbackPriority,
  type FeedbackStatus,
  type FeedbackSummary,
  feedbackFollowUpFields,
  respondToFeedbackFields,
  UPDATE_RESPONSE_TAB,
} from "@gym/contracts";
import { Modal, Select, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { firstProblem } from "../../../../lib/first-problem.ts";
import { useAddFeedbackFollowUp } from "../../api/add-feedback-follow-up.ts";
import { useRespondToFeedback } from "../../api/respond-to-feedback.ts";

type Mode = "update" | "follow-up";

/**
 * The respond modal (part 2 §2): 'Update Response' sets status, priority and the response text
 * (required); 'Add Follow-up' adds a message (required) to the conversation (§5).
 */
export function RespondModal({ feedback, onClose }: { feedback: FeedbackSummary; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>("update");
  const [status, setStatus] = useState<FeedbackStatus>(feedback.status ?? DEFAULT_FEEDBACK_STATUS);
  const [priority, setPriority] = useState<FeedbackPriority>(feedback.priority ?? DEFAULT_FEEDBACK_PRIORITY);
  const [response, setResponse] = useState(feedback.admin_response ?? "");
  const [followUp, setFollowUp] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const respond = useRespondToFeedback();
  const addFollowUp = useAddFeedbackFollowUp();
  const busy = respond.isPending || addFollowUp.isPending;
  const failed = mode === "update" ? respond.error : addFollowUp.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "update") {
      const issue = firstProblem(respondToFeedbackFields, { status, priority, admin_response: response });
      setProblem(issue);
      if (issue) return;
      respond.mutate(
        { id: feedback.id, status, priority, admin_response: response },
        {
          onSuccess: () => {
            notify({ color: "green", message: FEEDBACK_RESPONSE_SAVED });
            onClose();
          },
        },
      );
    } else {
      const issue = firstProblem(feedbackFollowUpFields, { message: followUp });
      setProblem(issue);
      if (issue) return;
      addFollowUp.mutate(
        { id: feedback.id, message: followUp },
        {
          onSuccess: () => {
            notify({ color: "green", message: FEEDBACK_FOLLOW_UP_ADDED });
            onClose();
          },
        },
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title="Respond to Feedback" size="lg" closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {feedback.subject} · {feedback.member_name}
          </Text>
          <Tabs
            value={mode}
            onChange={(v) => {
              setMode((v as Mode) ?? "update");
              setProblem(null);
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
                  value={status}
                  onChange={(v) => v && setStatus(v as FeedbackStatus)}
                  allowDeselect={false}
                />
                <Select
                  label="Priority"
                  data={FEEDBACK_PRIORITIES.map((p) => ({ value: p, label: FEEDBACK_PRIORITY_LABELS[p] }))}
                  value={priority}
                  onChange={(v) => v && setPriority(v as FeedbackPriority)}
                  allowDeselect={false}
                />
                <Textarea
                  label="Response"
                  required
                  autosize
                  minRows={4}
                  value={response}
                  onChange={(e) => setResponse(e.currentTarget.value)}
                  error={mode === "update" ? problem : null}
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="follow-up" pt="md">
              <Textarea
                label="Follow-up message"
                required
                autosize
                minRows={4}
                value={followUp}
                onChange={(e) => setFollowUp(e.currentTarget.value)}
                error={mode === "follow-up" ? problem : null}
              />
            </Tabs.Panel>
          </Tabs>
          {failed && <RetryAlert title={FAILED_TO_RESPOND_TO_FEEDBACK} error={failed} />}
          <ModalFormActions
            submitLabel={mode === "update" ? UPDATE_RESPONSE_TAB : ADD_FOLLOW_UP_TAB}
            onCancel={onClose}
            busy={busy}
          />
        </Stack>
      </form>
    </Modal>
  );
}
