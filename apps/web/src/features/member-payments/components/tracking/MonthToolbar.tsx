import { ActionIcon, Button, Group, Text } from "@mantine/core";
import { IconBrandWhatsapp, IconChecks, IconChevronLeft, IconChevronRight, IconWand } from "@tabler/icons-react";

interface Props {
  monthName: string;
  onPrevious: () => void;
  onNext: () => void;
  selected: number;
  onAutoGenerate: () => void;
  generating: boolean;
  onBulkPay: () => void;
  onRemind: (status: "OVERDUE" | "PENDING") => void;
  reminding: boolean;
}

/** Part 2 §2 Monthly view: previous/next month, Auto-Generate, Bulk Pay (n), and reminders for all at once. */
export function MonthToolbar(p: Props) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="default" size="lg" onClick={p.onPrevious} aria-label="Previous month">
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} miw={140} ta="center" aria-live="polite">
          {p.monthName}
        </Text>
        <ActionIcon variant="default" size="lg" onClick={p.onNext} aria-label="Next month">
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconWand size={16} aria-hidden />}
          loading={p.generating}
          onClick={p.onAutoGenerate}
        >
          Auto-Generate
        </Button>
        <Button leftSection={<IconChecks size={16} aria-hidden />} onClick={p.onBulkPay}>
          Bulk Pay ({p.selected})
        </Button>
        <Button
          variant="default"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          loading={p.reminding}
          onClick={() => p.onRemind("OVERDUE")}
        >
          Remind all overdue
        </Button>
        <Button
          variant="default"
          leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
          loading={p.reminding}
          onClick={() => p.onRemind("PENDING")}
        >
          Remind all pending
        </Button>
      </Group>
    </Group>
  );
}
