import "@mantine/dates/styles.css";
import {
  type Assignment,
  type AssignmentFormInput,
  FAILED_TO_SAVE_ASSIGNMENT,
  FAILED_TO_UPDATE_ASSIGNMENT,
} from "@gym/contracts";
import { Checkbox, NumberInput, Select, SimpleGrid, Textarea } from "@mantine/core";
import { FormModal } from "../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../components/ui/DateTextInput.tsx";
import { MemberPicker } from "../../../components/ui/MemberPicker.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { gymToday } from "../../../lib/calendar-date.ts";
import { useExerciseCategories, useExercisesOf } from "../api/get-exercise-library.ts";
import { useSaveAssignment } from "../api/save-assignment.ts";
import {
  type AssignmentFormValues,
  assignmentFormFrom,
  assignmentFormSchema,
  DAY_OPTIONS,
  emptyAssignmentForm,
  toAssignmentInput,
} from "../utils/assignment-form.ts";

interface AssignmentFormModalProps {
  assignment: Assignment | null;
  /** The member filter's choice, to start a new assignment with. */
  memberId: string | null;
  onClose: () => void;
}

/**
 * New Assignment / Edit Assignment (part 2 §2, §4, §5): the Exercise selector waits for a category;
 * 'Mark as Completed' and its optional Completed Date only when editing; unchecking reopens.
 */
export function AssignmentFormModal({ assignment, memberId, onClose }: AssignmentFormModalProps) {
  const editing = assignment !== null;
  const save = useSaveAssignment();
  const busy = save.isPending;
  const failure = editing ? FAILED_TO_UPDATE_ASSIGNMENT : FAILED_TO_SAVE_ASSIGNMENT;
  const form = useContractForm<AssignmentFormValues, AssignmentFormInput>({
    schema: assignmentFormSchema,
    initialValues: assignment ? assignmentFormFrom(assignment) : emptyAssignmentForm(memberId),
    toPayload: toAssignmentInput,
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });
  const categories = useExerciseCategories();
  const categoryId = form.values.exercise_category_id ? Number(form.values.exercise_category_id) : null;
  const exercises = useExercisesOf(categoryId);

  const submit = form.submitWith((input) =>
    save.mutate(
      { id: assignment?.id ?? null, input },
      {
        onSuccess: (answer) => {
          notify({ color: "green", message: answer.message });
          onClose();
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );

  return (
    <FormModal
      title={editing ? "Edit Assignment" : "New Assignment"}
      formLabel={editing ? "Edit assignment" : "New assignment"}
      size="lg"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? "Update Assignment" : "Create Assignment"}
      error={save.isError && <RetryAlert title={failure} error={save.error} />}
    >
      <MemberPicker
        label="Member"
        withAsterisk
        value={form.values.member_id || null}
        selectedLabel={assignment ? `${assignment.member.name} (${assignment.member.member_id})` : null}
        onChange={(v) => form.setFieldValue("member_id", v ?? "")}
        error={form.errors.member_id as string | undefined}
        disabled={busy}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Exercise Category"
          withAsterisk
          searchable
          placeholder={categories.isPending ? "Loading…" : "Choose a category"}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          allowDeselect={false}
          disabled={busy}
          {...form.getInputProps("exercise_category_id")}
          onChange={(v) => {
            form.setFieldValue("exercise_category_id", v ?? "");
            form.setFieldValue("exercise_id", "");
          }}
        />
        <Select
          label="Exercise"
          withAsterisk
          searchable
          placeholder={categoryId === null ? "Choose a category first" : "Choose an exercise"}
          data={(exercises.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          nothingFoundMessage="No exercises in this category"
          allowDeselect={false}
          disabled={busy || categoryId === null}
          {...form.getInputProps("exercise_id")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <NumberInput
          label="Sets"
          withAsterisk
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          disabled={busy}
          {...form.getInputProps("set")}
        />
        <NumberInput
          label="Reps"
          withAsterisk
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          disabled={busy}
          {...form.getInputProps("reps")}
        />
        <Select
          label="Day"
          withAsterisk
          data={DAY_OPTIONS}
          placeholder="Choose a day"
          allowDeselect={false}
          disabled={busy}
          {...form.getInputProps("day")}
        />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} maxLength={2000} disabled={busy} {...form.getInputProps("notes")} />
      {editing && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Checkbox
            mt={{ xs: "xl" }}
            label="Mark as Completed"
            disabled={busy}
            {...form.getInputProps("is_success", { type: "checkbox" })}
          />
          {form.values.is_success && (
            <DateTextInput
              iso
              label="Completed Date"
              hint="Leave empty for today"
              maxDate={gymToday()}
              disabled={busy}
              {...form.getInputProps("completed_date")}
            />
          )}
        </SimpleGrid>
      )}
    </FormModal>
  );
}
