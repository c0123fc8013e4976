import {
  createFoodItemBody,
  type DietCategory,
  FAILED_TO_CREATE_FOOD_ITEM,
  FAILED_TO_UPDATE_FOOD_ITEM,
  FOOD_DIFFICULTIES,
  FOOD_DIFFICULTY_LABELS,
  FOOD_ITEM_CREATED,
  FOOD_ITEM_UPDATED,
  FOOD_NAME_MAX,
  FOOD_SERVING_SIZE_MAX,
  type FoodItem,
} from "@gym/contracts";
import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { ModalFormActions } from "../../../../components/ui/ModalFormActions.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formFieldErrors } from "../../../../lib/field-errors.ts";
import { useCreateFoodItem } from "../../api/create-food-item.ts";
import { useUpdateFoodItem } from "../../api/update-food-item.ts";
import { emptyFoodValues, type FoodFormValues, foodValues } from "../../utils/food-form.ts";

interface FoodFormProps {
  food: FoodItem | null;
  categories: DietCategory[];
  defaultCategory: string | null;
  onDone: () => void;
}

const DIFFICULTY_OPTIONS = FOOD_DIFFICULTIES.map((d) => ({ value: d, label: FOOD_DIFFICULTY_LABELS[d] }));

/** A number box of part 2 §5: at least 0, step 0.01. */
const figureProps = { min: 0, step: 0.01, decimalScale: 2, allowNegative: false, hideControls: true } as const;

/**
 * Add food / Edit food (part 2 §2, §3, §5): name, category, calories, protein and serving size
 * required; the other figures optional; difficulty EASY by default (§9). The server's own schema
 * validates, so both sides say the same; nothing typed is lost on a failed save.
 */
export function FoodForm({ food, categories, defaultCategory, onDone }: FoodFormProps) {
  const form = useContractForm<FoodFormValues>({
    initialValues: food ? foodValues(food) : emptyFoodValues(defaultCategory),
    schema: createFoodItemBody,
  });
  const create = useCreateFoodItem();
  const update = useUpdateFoodItem();
  const saving = food ? update : create;
  const failure = food ? FAILED_TO_UPDATE_FOOD_ITEM : FAILED_TO_CREATE_FOOD_ITEM;

  const submit = form.submitWith((values) => {
    const options = {
      onSuccess: () => {
        notify({ color: "green", message: food ? FOOD_ITEM_UPDATED : FOOD_ITEM_CREATED });
        onDone();
      },
      onError: (error: unknown) => form.setErrors(formFieldErrors(error)),
    };
    if (food) update.mutate({ id: food.id, values }, options);
    else create.mutate(values, options);
  });
  const vegan = form.getValues().is_vegan;

  return (
    <form onSubmit={submit} noValidate aria-label={food ? "Edit food" : "Add food"}>
      <Stack gap="sm">
        <TextInput label="Food name" withAsterisk maxLength={FOOD_NAME_MAX} {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Category"
            withAsterisk
            placeholder="Choose a category"
            description={categories.length === 0 ? "Add a category in the Categories tab first" : undefined}
            data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            {...form.getInputProps("category")}
          />
          <TextInput
            label="Serving size"
            withAsterisk
            placeholder="1 bowl (200 g)"
            maxLength={FOOD_SERVING_SIZE_MAX}
            {...form.getInputProps("serving_size")}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={4} {...form.getInputProps("description")} />
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
          <NumberInput label="Calories (kcal)" withAsterisk {...figureProps} {...form.getInputProps("calories")} />
          <NumberInput label="Protein (g)" withAsterisk {...figureProps} {...form.getInputProps("protein")} />
          <NumberInput label="Carbohydrates (g)" {...figureProps} {...form.getInputProps("carbohydrates")} />
          <NumberInput label="Fat (g)" {...figureProps} {...form.getInputProps("fat")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput label="Preparation time (min)" {...figureProps} {...form.getInputProps("preparation_time")} />
          <NumberInput label="Cooking time (min)" {...figureProps} {...form.getInputProps("cooking_time")} />
          <Select
            label="Difficulty"
            data={DIFFICULTY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("difficulty_level")}
          />
        </SimpleGrid>
        <Textarea label="Ingredients" autosize minRows={2} maxRows={5} {...form.getInputProps("ingredients")} />
        <Textarea label="Instructions" autosize minRows={2} maxRows={6} {...form.getInputProps("instructions")} />
        <Group gap="lg">
          <Checkbox
            label="Vegetarian"
            {...form.getInputProps("is_vegetarian", { type: "checkbox" })}
            checked={vegan || form.getValues().is_vegetarian}
            disabled={vegan}
          />
          <Checkbox label="Vegan" {...form.getInputProps("is_vegan", { type: "checkbox" })} />
          <Checkbox label="Gluten free" {...form.getInputProps("is_gluten_free", { type: "checkbox" })} />
        </Group>
        {saving.isError && <RetryAlert title={failure} error={saving.error} />}
        <ModalFormActions submitLabel={food ? "Save Changes" : "Add Food"} onCancel={onDone} busy={saving.isPending} />
      </Stack>
    </form>
  );
}
