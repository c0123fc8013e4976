import {
  CONSENT_CHECKBOX_MEMBER,
  FAILED_TO_LOAD_YOUR_FEEDBACK,
  FAILED_TO_SEND_FEEDBACK,
  FEEDBACK_PHOTO_MAX_BYTES,
  feedbackPhotoTooLarge,
  type MemberFeedback,
  memberIdentity,
  PUBLIC_FEEDBACK_SENT,
  publicFeedbackFields,
  z,
} from "@gym/contracts";
import { Button, FileInput, Group, Input, Paper, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { SUCCESS_GREEN } from "../../../components/ui/accessible-colours.ts";
import { PrivacyNoticeConsent } from "../../../components/ui/PrivacyNoticeConsent.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import type { PublicGymSectionProps } from "../../../lib/public-gym-section.ts";
import { useOwnFeedback, usePublicFeedbackCategories, useSubmitPublicFeedback } from "../api/public-feedback.ts";
import { OwnFeedbackList } from "../components/public/OwnFeedbackList.tsx";
import { StarPicker } from "../components/public/StarPicker.tsx";

const EMPTY = {
  subject: "",
  message: "",
  category: null as string | null,
  rating: 0,
  photo: null as File | null,
  consent: "",
};

interface FeedbackFormValues {
  member_code: string;
  phone: string;
  subject: string;
  message: string;
  category: string | null;
  rating: number;
  photo: File | null;
  /** The version of the gym's notice the member ticked consent to (decisions 0304, 0350); empty when not. Optional. */
  consent: string;
}

const noticeVersionOf = (v: FeedbackFormValues) => v.consent || undefined;

/** The call's schema plus the photo's 5 MB limit (the server checks the upload itself, same words). */
const feedbackFormSchema = publicFeedbackFields.extend({
  photo: z.custom<File | null>().superRefine((photo, ctx) => {
    if (photo && photo.size > FEEDBACK_PHOTO_MAX_BYTES) {
      ctx.addIssue({ code: "custom", message: feedbackPhotoTooLarge((photo.size / (1024 * 1024)).toFixed(2)) });
    }
  }),
});

/**
 * The feedback form on the gym's public page (issue 13 ★, decision 0112): a member writes without
 * the app, naming themselves by member code and registered phone number; they can read the gym's
 * replies and follow up in the same thread.
 */
export default function PublicFeedbackSection({ schemaName, gymName }: PublicGymSectionProps) {
  const categories = usePublicFeedbackCategories(schemaName);
  const notice = categories.data?.privacy_notice;
  const submit = useSubmitPublicFeedback(schemaName);
  const own = useOwnFeedback(schemaName);
  const [sent, setSent] = useState(false);
  const [threads, setThreads] = useState<MemberFeedback[] | null>(null);
  const form = useContractForm<FeedbackFormValues, z.input<typeof feedbackFormSchema>>({
    schema: feedbackFormSchema,
    initialValues: { member_code: "", phone: "", ...EMPTY },
    toPayload: (v) => ({
      member_code: v.member_code,
      phone: v.phone,
      subject: v.subject,
      message: v.message,
      category_id: v.category ?? undefined,
      rating: v.rating || undefined,
      photo: v.photo,
      privacy_notice_version: noticeVersionOf(v),
    }),
    fieldOf: { category_id: "category" },
  });
  const { values } = form;
  const identity = { member_code: values.member_code, phone: values.phone };

  const send = form.submitWith(
    () => {
      setSent(false);
      submit.mutate(
        {
          ...identity,
          subject: values.subject,
          message: values.message,
          category_id: values.category ? Number(values.category) : null,
          rating: values.rating,
          photo: values.photo,
          privacy_notice_version: noticeVersionOf(values),
        },
        {
          onSuccess: (res) => {
            form.setValues(EMPTY);
            setSent(true);
            if (threads) setThreads([res.feedback, ...threads]);
          },
        },
      );
    },
    () => setSent(false),
  );

  const loadThreads = () => {
    const errors = contractErrors(memberIdentity, identity);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
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
              {...form.getInputProps("member_code")}
              autoComplete="off"
              miw={200}
            />
            <TextInput
              label="Registered phone number"
              type="tel"
              inputMode="tel"
              required
              {...form.getInputProps("phone")}
              autoComplete="tel"
              miw={200}
            />
          </Group>
          <Select
            label="Category"
            placeholder={categories.isError ? "Categories could not be loaded" : "Choose a category"}
            data={(categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps("category")}
            clearable
          />
          <TextInput label="Subject" required maxLength={200} {...form.getInputProps("subject")} />
          <Textarea label="Message" required autosize minRows={4} {...form.getInputProps("message")} />
          <Input.Wrapper
            label="Rating"
            required
            labelProps={{ id: "feedback-rating-label" }}
            error={form.errors.rating}
          >
            <StarPicker
              value={values.rating}
              onChange={(rating) => form.setFieldValue("rating", rating)}
              labelId="feedback-rating-label"
            />
          </Input.Wrapper>
          <FileInput
            label="Photo (optional: JPG, PNG, GIF or WebP, up to 5MB)"
            accept="image/jpeg,image/png,image/gif,image/webp"
            leftSection={<IconPhoto size={16} aria-hidden />}
            clearable
            {...form.getInputProps("photo")}
          />
          <PrivacyNoticeConsent
            label={CONSENT_CHECKBOX_MEMBER}
            notice={notice}
            description={`${gymName}'s own notice. Optional: your feedback is sent either way.`}
            checked={values.consent !== ""}
            onChange={(checked) => form.setFieldValue("consent", checked && notice ? String(notice.version) : "")}
            disabled={submit.isPending}
          />
          {form.errors.form && (
            <Text c="red.9" size="sm" role="alert">
              {form.errors.form}
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
