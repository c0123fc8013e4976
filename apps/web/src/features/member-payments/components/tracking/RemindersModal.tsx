import type { RemindersResponse } from "@gym/contracts";
import { Button, Card, Group, Modal, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp } from "@tabler/icons-react";
import { formatRupees } from "../../../../lib/amount.ts";

/**
 * The prepared WhatsApp messages (decision 0189). A browser opens one window per click, so each
 * message is its own link: on a phone it opens WhatsApp with the text ready to send.
 */
export function RemindersModal({ result, onClose }: { result: RemindersResponse; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="WhatsApp reminders" size="lg" closeButtonProps={{ "aria-label": "Close" }}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {result.reminders.length
            ? "Open each message in WhatsApp and press send. The reminder date is saved on each member."
            : "No reminders to send."}
        </Text>
        {result.reminders.map((r) => (
          <Card key={r.payment_id} withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{r.member_name}</Text>
                <Text size="xs" c="gray.7">
                  {r.phone} · {formatRupees(r.amount_due)} · {r.kind === "overdue" ? "Overdue" : "Due soon"}
                </Text>
              </div>
              <Button
                component="a"
                href={r.whatsapp_url}
                target="_blank"
                rel="noopener"
                size="xs"
                color="green"
                leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
                aria-label={`Open WhatsApp for ${r.member_name}`}
              >
                Open WhatsApp
              </Button>
            </Group>
            <Text size="xs" mt={6} style={{ whiteSpace: "pre-line" }} c="gray.8">
              {r.message}
            </Text>
          </Card>
        ))}
        {result.skipped.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Not sent
            </Text>
            {result.skipped.map((s) => (
              <Text key={s.payment_id} size="sm" c="gray.7">
                {s.member_name}: {s.reason}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
