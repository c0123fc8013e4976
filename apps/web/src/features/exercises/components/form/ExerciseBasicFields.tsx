import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DIFFICULTIES, EQUIPMENT, EXERCISE_TYPES, FORCE_TYPES, MECHANICS_TYPES } from "../../api/types.ts";
import type { ExerciseFormValues } from "../../utils/exercise-form.ts";
import { enumOptions } from "../../utils/labels.ts";
import type { SelectOption } from "./use-exercise-options.ts";

interface ExerciseBasicFieldsProps {
  form: UseFormReturnType<ExerciseFormValues>;
  categoryOptions: SelectOption[];
  muscleOptions: SelectOption[];
}

/** Name, classification, target muscles and numbers: the first column of the edit view, and the create form. */
export function ExerciseBasicFields({ form, categoryOptions, muscleOptions }: ExerciseBasicFieldsProps) {
  const primary = form.getValues().primary_muscle_group_id;
  const secondaryOptions = muscleOptions.filter((option) => option.value !== primary);
  return (
    <Stack gap="sm">
      <TextInput label="Name" withAsterisk {...form.getInputProps("name")} key={form.key("name")} />
      <Select
        label="Category"
        withAsterisk
        data={categoryOptions}
        searchable
        {...form.getInputProps("category_id")}
        key={form.key("category_id")}
      />
      <Select
        label="Primary muscle group"
        withAsterisk
        data={muscleOptions}
        searchable
        {...form.getInputProps("primary_muscle_group_id")}
        key={form.key("primary_muscle_group_id")}
      />
      <MultiSelect
        label="Secondary muscle groups"
        data={secondaryOptions}
        searchable
        clearable
        {...form.getInputProps("secondary_muscle_group_ids")}
        key={form.key("secondary_muscle_group_ids")}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="Difficulty"
          data={enumOptions(DIFFICULTIES)}
          allowDeselect={false}
          {...form.getInputProps("difficulty")}
          key={form.key("difficulty")}
        />
        <Select
          label="Equipment"
          data={enumOptions(EQUIPMENT)}
          allowDeselect={false}
          {...form.getInputProps("equipment")}
          key={form.key("equipment")}
        />
        <Select
          label="Exercise type"
          data={enumOptions(EXERCISE_TYPES)}
          allowDeselect={false}
          {...form.getInputProps("exercise_type")}
          key={form.key("exercise_type")}
        />
        <Select
          label="Force type"
          data={enumOptions(FORCE_TYPES)}
          allowDeselect={false}
          {...form.getInputProps("force_type")}
          key={form.key("force_type")}
        />
        <Select
          label="Mechanics type"
          data={enumOptions(MECHANICS_TYPES)}
          allowDeselect={false}
          {...form.getInputProps("mechanics_type")}
          key={form.key("mechanics_type")}
        />
        <NumberInput
          label="Duration (minutes)"
          min={0}
          max={1440}
          allowDecimal={false}
          {...form.getInputProps("estimated_duration")}
          key={form.key("estimated_duration")}
        />
        <NumberInput
          label="Calories per minute"
          min={0}
          max={1000}
          decimalScale={2}
          {...form.getInputProps("calories_burned_per_minute")}
          key={form.key("calories_burned_per_minute")}
        />
      </SimpleGrid>
      <TagsInput
        label="Tags"
        description="Press Enter or comma after each tag"
        splitChars={[","]}
        clearable
        {...form.getInputProps("tags")}
        key={form.key("tags")}
      />
      <Switch label="Active" {...form.getInputProps("is_active", { type: "checkbox" })} key={form.key("is_active")} />
    </Stack>
  );
}
