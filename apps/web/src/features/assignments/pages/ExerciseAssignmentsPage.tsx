import {
  ADD_MEMBERS_AND_EXERCISES_FIRST,
  type Assignment,
  FAILED_TO_FETCH_DATA,
  LOADING_ASSIGNMENTS,
  NO_ASSIGNMENTS_FOUND,
} from "@gym/contracts";
import { Alert, Button, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useMemberCount } from "../../../lib/member-options.ts";
import { useAssignments } from "../api/get-assignments.ts";
import { useExerciseCategories } from "../api/get-exercise-library.ts";
import { AssignmentFilters, type StatusFilter } from "../components/AssignmentFilters.tsx";
import { AssignmentFormModal } from "../components/AssignmentFormModal.tsx";
import { AssignmentGroups } from "../components/AssignmentGroups.tsx";
import { useAssignmentActions } from "../hooks/use-assignment-actions.ts";
import { groupByMember } from "../utils/group-assignments.ts";

const PAGE_SIZE = 200;

/** Exercise assignments (part 2 §2): filters, the list grouped per member, New/Edit Assignment. */
export default function ExerciseAssignmentsPage() {
  const [member, setMember] = useState<{ id: string; label: string } | null>(null);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Assignment | "new" | null>(null);
  const list = useAssignments({
    ...(member ? { member_id: Number(member.id) } : {}),
    ...(status === "all" ? {} : { is_success: status === "completed" }),
    page,
    page_size: PAGE_SIZE,
  });
  const members = useMemberCount();
  const categories = useExerciseCategories();
  const actions = useAssignmentActions();
  const exerciseCount = (categories.data ?? []).reduce((sum, c) => sum + c.exercise_count, 0);
  const cannotAdd = (members.isSuccess && members.data === 0) || (categories.isSuccess && exerciseCount === 0);
  const groups = useMemo(
    () => (list.data ? groupByMember(list.data.results, list.data.member_totals) : []),
    [list.data],
  );
  const total = list.data?.count ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Exercise Assignments"
        back={{ to: "/dashboard/trainers", label: "Back to Trainers" }}
        subtitle={list.isSuccess ? `${total} ${total === 1 ? "assignment" : "assignments"}` : undefined}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={cannotAdd || !members.isSuccess || !categories.isSuccess}
            onClick={() => setEditing("new")}
          >
            New Assignment
          </Button>
        }
      />
      {cannotAdd && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {ADD_MEMBERS_AND_EXERCISES_FIRST}
        </Alert>
      )}
      <AssignmentFilters
        member={member?.id ?? null}
        memberLabel={member?.label ?? null}
        onMember={(id) => {
          setMember(id ? { id, label: "" } : null);
          setPage(1);
        }}
        status={status}
        onStatus={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      {list.isPending && (
        <Paper withBorder radius="md" p="xl" role="status">
          <Stack align="center" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{LOADING_ASSIGNMENTS}</Text>
          </Stack>
        </Paper>
      )}
      {list.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_DATA}
          text={failureText(list.error, "Please try again.")}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && total === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center">{NO_ASSIGNMENTS_FOUND}</Text>
        </Paper>
      )}
      {list.isSuccess && total > 0 && (
        <AssignmentGroups
          groups={groups}
          busyId={actions.busyId}
          onEdit={setEditing}
          onComplete={actions.markCompleted}
          onDelete={actions.askDelete}
        />
      )}
      {total > PAGE_SIZE && <ListPagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />}
      {editing && (
        <AssignmentFormModal
          key={editing === "new" ? "new" : editing.id}
          assignment={editing === "new" ? null : editing}
          memberId={member?.id ?? null}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
