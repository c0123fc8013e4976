import { FAILED_TO_CLOSE_DAY } from "@gym/contracts";
import { Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { WARNING_ORANGE } from "../../../../components/ui/accessible-colours.ts";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useCloseDay } from "../../api/close-day.ts";
import {
  type CloseFormValues,
  closeFormSchema,
  differencePaise,
  emptyCloseForm,
  toClosePayload,
} from "../../utils/close-form.ts";

/** "₹200.00 short", "₹50.00 over", "Matches the expected cash". */
export function differenceText(paise: number): string {
  if (paise === 0) return "Matches the expected cash";
  return `${formatRupees(Math.abs(paise) / 100)} ${paise < 0 ? "short" : "over"}`;
}

/**
 * The desk's close of a day (decision 0326): the cash counted in the drawer and a note (required when it
 * differs from the expected cash), a confirmation naming the difference, then one POST; the day is
 * closed once and a later change to its money needs a manager or the owner.
 */
export function CloseDayForm({ date, expected }: { date: string; expected: number }) {
  const close = useCloseDay();
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const form = useContractForm<CloseFormValues, ReturnType<typeof toClosePayload>>({
    schema: closeFormSchema(expected),
    initialValues: emptyCloseForm(),
    toPayload: toClosePayload,
    labels: { counted_cash: "Counted cash", note: "Note" },
    onValuesChange: () => setFailedAt(null),
  });
  const diff = differencePaise(form.values.counted_cash, expected);
  const busy = close.isPending;

  const submit = form.submitWith((payload) =>
    openConfirm({
      title: `Close ${formatDate(date)}?`,
      message: (
        <Stack gap={4}>
          <span>
            Expected {formatRupees(expected)}, counted {formatRupees(payload.counted_cash)}:{" "}
            <b>{diff === null ? "" : differenceText(diff)}</b>.
          </span>
          <span>After closing, only a manager or the owner can change this day's money.</span>
        </Stack>
      ),
      confirmLabel: "Yes, close it",
      color: "blue",
      onConfirm: () =>
        close.mutate(
          { date, body: payload },
          {
            onSuccess: (answer) => notify({ color: "green", title: "Day closed", message: answer.message }),
            onError: (error) => {
              setFailedAt(date);
              form.showServerErrors(error);
            },
          },
        ),
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-label="Close the day">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            Close the day
          </Title>
          <Text size="sm" c="gray.7">
            Count the cash in the drawer and enter it. Expected: <b>{formatRupees(expected)}</b>
          </Text>
          <MoneyInput
            label="Counted cash"
            withAsterisk
            disabled={busy}
            {...form.getInputProps("counted_cash")}
            description={
              diff === null ? undefined : (
                <Text span size="sm" fw={600} c={diff === 0 ? "gray.8" : WARNING_ORANGE} data-testid="close-difference">
                  {differenceText(diff)}
                </Text>
              )
            }
          />
          <Textarea
            label="Note"
            withAsterisk={diff !== null && diff !== 0}
            description="Required when the counted cash differs"
            autosize
            minRows={2}
            disabled={busy}
            {...form.getInputProps("note")}
          />
          {close.isError && failedAt === date && <RetryAlert title={FAILED_TO_CLOSE_DAY} error={close.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Close the day
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
