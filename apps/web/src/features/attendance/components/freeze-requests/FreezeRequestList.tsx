import {
  daysText,
  FAILED_TO_APPROVE_FREEZE_REQUEST,
  FREEZE_REQUEST_APPROVED,
  FREEZE_REQUEST_STATUS_LABELS,
  type FreezeRequest,
} from "@gym/contracts";
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatDate, formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { useApproveFreezeRequest } from "../../api/approve-freeze-request.ts";
import { DeclineFreezeModal } from "./DeclineFreezeModal.tsx";

const BADGE: Record<FreezeRequest["status"], string> = { PENDING: "yellow", APPROVED: "green", DECLINED: "red" };

/** Members' freeze requests as cards (a phone and a tablet alike): pending ones with Approve and Decline. */
export function FreezeRequestList({ requests }: { requests: FreezeRequest[] }) {
  const approve = useApproveFreezeRequest();
  const [declining, setDeclining] = useState<FreezeRequest | null>(null);
  const confirmApprove = (r: FreezeRequest) =>
    openConfirm({
      title: "Approve freeze request",
      message: `Freeze ${r.member_name}'s membership from ${formatDate(r.from_date)} to ${formatDate(r.to_date)} (${daysText(r.days)})? The renewal date moves on by these days.`,
      confirmLabel: "Approve",
      color: "teal.9",
      onConfirm: () =>
        approve.mutate(r.id, { onSuccess: () => notify({ color: "green", message: FREEZE_REQUEST_APPROVED }) }),
    });
  return (
    <Stack gap="sm">
      {approve.isError && <RetryAlert title={FAILED_TO_APPROVE_FREEZE_REQUEST} error={approve.error} />}
      {requests.map((r) => (
        <Card key={r.id} withBorder radius="md" padding="md" data-testid={`freeze-request-${r.id}`}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>
                {r.member_name}{" "}
                <Text span c="gray.7">
                  · {r.member_code}
                </Text>
              </Text>
              <Text size="sm">
                {formatDate(r.from_date)} to {formatDate(r.to_date)} · {daysText(r.days)}
              </Text>
              <Text size="sm" c="gray.7">
                {r.reason}
                {r.decline_reason ? ` · Declined: ${r.decline_reason}` : ""}
              </Text>
              <Text size="xs" c="gray.7">
                Asked {formatTimestampDate(r.requested_at)}
                {r.decided_by ? ` · decided by ${r.decided_by}` : ""}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={BADGE[r.status]} variant="light" c="dark">
                {FREEZE_REQUEST_STATUS_LABELS[r.status]}
              </Badge>
              {r.status === "PENDING" && (
                <>
                  <Button
                    size="sm"
                    color="teal.9"
                    loading={approve.isPending && approve.variables === r.id}
                    onClick={() => confirmApprove(r)}
                  >
                    Approve
                  </Button>
                  <Button size="sm" variant="default" onClick={() => setDeclining(r)}>
                    Decline
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Card>
      ))}
      {declining && <DeclineFreezeModal request={declining} onClose={() => setDeclining(null)} />}
    </Stack>
  );
}
