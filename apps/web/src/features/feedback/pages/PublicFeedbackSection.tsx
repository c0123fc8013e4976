import {
  FAILED_TO_LOAD_YOUR_FEEDBACK,
  FAILED_TO_SEND_FEEDBACK,
  FEEDBACK_PHOTO_MAX_BYTES,
  feedbackPhotoTooLarge,
  type MemberFeedback,
  memberIdentity,
  PUBLIC_FEEDBACK_SENT,
  publicFeedbackFields,
} from "@gym/contracts";
import { Button, FileInput, Group, Input, Paper, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { SUCCESS_GREEN } from "../../../components/ui/accessible-colours.ts";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { firstProblem } from "../../../lib/first-problem.ts";
import type { PublicGymSectionProps } from "../../../lib/public-gym-section.ts";
import { useOwnFeedback, usePublicFeedbackCategories, useSubmitPublicFeedback } from "../api/public-feedback.ts";
import { OwnFeedbackList } from "../components/public/OwnFeedbackList.tsx";
import { StarPicker } from "../components/public/StarPicker.tsx";

const EMPTY = { subject: "", message: "", category: null as string | null, rating: 0, photo: null as File | null };

/**
 * The feedback form on the gym's public page (issue 13 ★, decision 0112): a member writes without
 * the app, naming themselves by member code and registered phone number; they can read the gym's
 * replies and follow up in the same thread.
 */
export default function PublicFeedbackSection({ schemaName, gymName }: PublicGymSectionProps) {
  const categories = usePublicFeedbackCategories(schemaName);
  const submit = useSubmitPublicFeedback(schemaName);
  const own = useOwnFeedback(schemaName);
  const [memberCode, setMemberCode] = useState("");
  const [phone, setPhone] = useState("");
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [threads, setThreads] = useState<MemberFeedback[] | null>(null);
  const identity = { member_code: memberCode, phone };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    let issue = firstProblem(publicFeedbackFields, {
      ...identity,
      subject: values.subject,
      message: values.message,
      category_id: values.category ?? undefined,
      rating: values.rating || undefined,
    });
    if (!issue && values.photo && values.photo.size > FEEDBACK_PHOTO_MAX_BYTES) {
      issue = feedbackPhotoTooLarge((values.photo.size / (1024 * 1024)).toFixed(2));
    }
    setProblem(issue);
    if (issue) return;
    submit.mutate(
      {
        ...identity,
        subject: values.subject,
        message: values.message,
        category_id: values.category ? Number(values.category) : null,
        rating: values.rating,
        photo: values.photo,
      },
      {
        onSuccess: (res) => {
          setValues(EMPTY);
          setSent(true);
          if (threads) setThreads([res.feedback, ...threads]);
        },
      },
    );
  };

  const loadThreads = () => {
    const issue = firstProblem(memberIdentity, identity);
    setProblem(issue);
    if (issue) return;
    own.mutate(identity, { onSuccess: (res) => setThreads(res.feedbacks) });
  };

  return (
    <Stack gap="md" maw={640}>
      <Text size="sm">
        Tell {gymName} what works and what does not. Sign your message with your member code and the phone number you
        registered with.
      </Text>
      <form onSubmit={send} noValidate aria-label="Send feedback">
        <Stack gap="sm">
          <Group grow gap="sm" wrap="wrap" align="flex-start">
            <TextInput
              label="Member code"
              placeholder="MEM0001"
              required
              value={memberCode}
              onChange={(e) => setMemberCode(e.currentTarget.value)}
              autoComplete="off"
              miw={200}
            />
            <TextInput
              label="Registered phone number"
              type="tel"
              inputMode="tel"
              required
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              autoComplete="tel"
              miw={200}
            />
          </Group>
          <Select
            label="Category"
            placeholder={categories.isError ? "Categories could not be loaded" : "Choose a category"}
            data={(categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={values.category}
            onChange={(v) => setValues({ ...values, category: v })}
            clearable
          />
          <TextInput
            label="Subject"
            required
            maxLength={200}
            value={values.subject}
            onChange={(e) => setValues({ ...values, subject: e.currentTarget.value })}
          />
          <Textarea
            label="Message"
            required
            autosize
            minRows={4}
            value={values.message}
            onChange={(e) => setValues({ ...values, message: e.currentTarget.value })}
          />
          <Input.Wrapper label="Rating" required labelProps={{ id: "feedback-rating-label" }}>
            <StarPicker
              value={values.rating}
              onChange={(rating) => setValues({ ...values, rating })}
              labelId="feedback-rating-label"
            />
          </Input.Wrapper>
          <FileInput
            label="Photo (optional: JPG, PNG, GIF or WebP, up to 5MB)"
            accept="image/jpeg,image/png,image/gif,image/webp"
            leftSection={<IconPhoto size={16} aria-hidden />}
            clearable
            value={values.photo}
            onChange={(photo) => setValues({ ...values, photo })}
          />
          {problem && (
            <Text c="red.9" size="sm" role="alert">
              {problem}
            </Text>
          )}
          {submit.isError && <RetryAlert title={FAILED_TO_SEND_FEEDBACK} error={submit.error} />}
          {sent && (
            <Paper withBorder radius="md" p="sm" role="status" style={{ borderColor: SUCCESS_GREEN }}>
              <Text fw={700} c={SUCCESS_GREEN}>
                {PUBLIC_FEEDBACK_SENT}
              </Text>
              <Text size="sm">The gym's reply will appear under "Your feedback and replies".</Text>
            </Paper>
          )}
          <Group gap="sm">
            <Button type="submit" loading={submit.isPending}>
              Send Feedback
            </Button>
            <Button variant="default" onClick={loadThreads} loading={own.isPending}>
              Your feedback and replies
            </Button>
          </Group>
        </Stack>
      </form>
      {own.isError && <RetryAlert title={FAILED_TO_LOAD_YOUR_FEEDBACK} error={own.error} />}
      {threads && (
        <OwnFeedbackList
          schemaName={schemaName}
          identity={identity}
          feedbacks={threads}
          onChanged={(next) => setThreads(threads.map((t) => (t.id === next.id ? next : t)))}
        />
      )}
    </Stack>
  );
}
