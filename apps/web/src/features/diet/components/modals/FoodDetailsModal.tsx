import { FAILED_TO_LOAD_DIET_DATA, FOOD_DIFFICULTY_LABELS, type FoodItem } from "@gym/contracts";
import { Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useFoodItem } from "../../api/get-food-item.ts";
import { withUnit } from "../../utils/food-form.ts";
import { DietBadges } from "../menu/DietBadges.tsx";
import { Figures } from "../menu/Figures.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {children}
    </div>
  );
}

function Details({ shown, onEdit }: { shown: FoodItem; onEdit: (f: FoodItem) => void }) {
  const query = useFoodItem(shown.id, shown);
  const f = query.data ?? shown;
  return (
    <Stack gap="md">
      {query.isError && (
        <RetryAlert title={FAILED_TO_LOAD_DIET_DATA} error={query.error} onRetry={() => void query.refetch()} />
      )}
      <Text size="sm" c="gray.7">
        {f.category_name} · Serving: {f.serving_size}
      </Text>
      <DietBadges food={f} />
      {f.description && <Text size="sm">{f.description}</Text>}
      <Section title="Nutrition per serving">
        <Figures food={f} />
      </Section>
      <Section title="Preparation">
        <Text size="sm">
          Preparation time: {withUnit(f.preparation_time, "min") ?? "Not given"} · Cooking time:{" "}
          {withUnit(f.cooking_time, "min") ?? "Not given"} · Difficulty: {FOOD_DIFFICULTY_LABELS[f.difficulty_level]}
        </Text>
      </Section>
      <Section title="Ingredients">
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {f.ingredients || "Not given"}
        </Text>
      </Section>
      <Section title="Instructions">
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {f.instructions || "Not given"}
        </Text>
      </Section>
      <Group justify="flex-end">
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(f)}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}

/** The food details modal (part 2 §2), filled from GET food/{id}/. */
export function FoodDetailsModal({
  food,
  onClose,
  onEdit,
}: {
  food: FoodItem | null;
  onClose: () => void;
  onEdit: (f: FoodItem) => void;
}) {
  return (
    <Modal
      opened={food !== null}
      onClose={onClose}
      title={food?.name ?? ""}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {food && <Details shown={food} onEdit={onEdit} />}
    </Modal>
  );
}
