import type { Plan } from "@gym/contracts";
import { Button, Group } from "@mantine/core";
import { IconArchive, IconArrowBackUp, IconPencil } from "@tabler/icons-react";

/** Edit, and Archive or Restore, for one plan (the table's last column, a card's footer). */
export function PlanActions({
  plan,
  onEdit,
  onArchive,
  onRestore,
  busy,
}: {
  plan: Plan;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  busy: boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={onEdit}
        aria-label={`Edit ${plan.name}`}
      >
        Edit
      </Button>
      {plan.is_active ? (
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconArchive size={14} aria-hidden />}
          onClick={onArchive}
          disabled={busy}
          aria-label={`Archive ${plan.name}`}
        >
          Archive
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={onRestore}
          disabled={busy}
          aria-label={`Restore ${plan.name}`}
        >
          Restore
        </Button>
      )}
    </Group>
  );
}
