import {
  FAILED_TO_SAVE_PRIVACY_NOTICE,
  type PrivacyNoticeText as NoticeText,
  PRIVACY_NOTICE_MAX_ITEMS,
  type PrivacyNotice,
  privacyNoticeBody,
} from "@gym/contracts";
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPlus, IconTrash } from "@tabler/icons-react";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { PrivacyNoticeText } from "../../../../components/ui/PrivacyNoticeText.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { useSavePrivacyNotice } from "../../api/get-privacy-notice.ts";

const LABELS = { items: "Items", rights: "The member's rights", contact: "Contact for grievances" };

/**
 * The owner's edit of the gym's privacy notice (issue 27 §6, decision 0350), on the form kit: one line per
 * item (what data, why, how long), the member's rights and the contact for grievances, with a live preview.
 * Saving a changed text makes the next version, after a confirmation that says so.
 */
export function PrivacyNoticeForm({ notice }: { notice: PrivacyNotice }) {
  const save = useSavePrivacyNotice();
  const form = useContractForm<NoticeText, NoticeText & { version: number }>({
    schema: privacyNoticeBody,
    initialValues: { items: [...notice.items], rights: notice.rights, contact: notice.contact },
    toPayload: (v) => ({ ...v, version: notice.version }),
    labels: LABELS,
    name: "privacy-notice",
    onValuesChange: () => save.isError && save.reset(),
  });
  const next = notice.version + 1;
  const { items } = form.values;

  const submit = form.submitWith((payload) =>
    openConfirm({
      title: `Save as version ${next}`,
      color: "blue",
      confirmLabel: `Save version ${next}`,
      message: (
        <Stack gap="xs">
          <Text size="sm">
            Saving a changed text makes version {next} of the notice. Version {notice.version} is kept as it is: members
            who consented to it still show that version on their profile.
          </Text>
          <Text size="sm">
            From now on the forms show version {next}; a form opened before still shows version {notice.version}
            and is asked to tick the box again. Record consent again for members who should agree to the new text.
          </Text>
        </Stack>
      ),
      onConfirm: () =>
        save.mutate(payload, {
          onSuccess: (answer) => {
            notify({ color: "green", title: answer.message, message: "" });
            form.resetDirty(answer.notice);
          },
          onError: (error) => form.showServerErrors(error),
        }),
    }),
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Edit the notice
            </Title>
            <Text size="sm" c="gray.7">
              Version {notice.version}
              {notice.created_at
                ? `, saved on ${formatTimestampDate(notice.created_at)} by ${notice.created_by}`
                : ": the product's default text"}
              . Write one item per kind of data: what it is, why the gym keeps it and for how long.
            </Text>
            {items.map((_, i) => (
              // Items are edited in place by position (@mantine/form's list paths): the index is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={`item-${i}`} gap="xs" align="flex-start" wrap="nowrap">
                <Textarea
                  label={`Item ${i + 1}`}
                  autosize
                  minRows={2}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`items.${i}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  mt={26}
                  size="lg"
                  aria-label={`Remove item ${i + 1}`}
                  disabled={items.length <= 1}
                  onClick={() => form.removeListItem("items", i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {typeof form.errors.items === "string" && (
              <Text c="red.9" size="sm" role="alert">
                {form.errors.items}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={items.length >= PRIVACY_NOTICE_MAX_ITEMS}
                onClick={() => form.insertListItem("items", "")}
              >
                Add an item
              </Button>
            </Group>
            <Textarea label={LABELS.rights} autosize minRows={3} {...form.getInputProps("rights")} />
            <TextInput
              label={LABELS.contact}
              description="The person members write or call about their data, with a phone number or email"
              {...form.getInputProps("contact")}
            />
            {save.isError && <RetryAlert title={FAILED_TO_SAVE_PRIVACY_NOTICE} error={save.error} />}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                Save as a new version
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} data-testid="privacy-notice-preview">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Preview
          </Title>
          <Text size="sm" c="gray.7">
            What members read beside the consent box on Add New Member, bulk upload and the feedback form.
          </Text>
          <PrivacyNoticeText notice={{ ...form.values, version: form.isDirty() ? next : notice.version }} />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
