import { FAILED_TO_FETCH_TRAINERS, TRAINERS_PAGE_SIZE_DEFAULT, type Trainer } from "@gym/contracts";
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useTrainers } from "../../../lib/trainers-list.ts";
import { TrainerCard } from "../components/trainers/TrainerCard.tsx";
import { TrainerFormModal } from "../components/trainers/TrainerFormModal.tsx";
import { TrainerQuickLinks } from "../components/trainers/TrainerQuickLinks.tsx";
import { TrainersSkeleton } from "../components/trainers/TrainersSkeleton.tsx";
import { useTrainerActions } from "../hooks/use-trainer-actions.ts";

type StatusFilter = "all" | "active" | "inactive";
const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

/** Trainer management (part 2 §2): cards, add/edit modal, quick buttons to the other trainer screens. */
export default function TrainersPage() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<StatusFilter>("all");
  const [page, setPage] = useState(1);
  const trainers = useTrainers({
    search: debounced,
    is_active: status === "all" ? undefined : status === "active",
    page,
    page_size: TRAINERS_PAGE_SIZE_DEFAULT,
  });
  const [editing, setEditing] = useState<Trainer | "new" | null>(null);
  const actions = useTrainerActions();
  const count = trainers.data?.count ?? 0;
  const filtered = debounced !== "" || status !== "all";

  return (
    <Stack gap="lg">
      <PageHeader
        title="Trainer Management"
        subtitle={trainers.isSuccess ? `${count} ${count === 1 ? "trainer" : "trainers"}` : undefined}
        actions={
          <>
            <TrainerQuickLinks />
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
              Add Trainer
            </Button>
          </>
        }
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label="Search trainers"
          placeholder="Search by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: "1 1 220px", maxWidth: 360 }}
        />
        <SegmentedControl
          aria-label="Trainer status"
          data={STATUS_FILTERS}
          value={status}
          onChange={(v) => {
            setStatus(v as StatusFilter);
            setPage(1);
          }}
        />
      </Group>

      {trainers.isPending && <TrainersSkeleton />}
      {trainers.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_TRAINERS}
          text={failureText(trainers.error, "Please try again.")}
          retrying={trainers.isFetching}
          onRetry={() => void trainers.refetch()}
        />
      )}
      {trainers.isSuccess && count === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>{filtered ? "No trainers match these filters" : "No trainers yet"}</Text>
            {!filtered && (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
                Add your first trainer
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {trainers.isSuccess && count > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {trainers.data.results.map((t) => (
            <TrainerCard
              key={t.id}
              trainer={t}
              busy={actions.busyId === t.id}
              onEdit={setEditing}
              onToggle={actions.toggle}
              onDelete={actions.askDelete}
            />
          ))}
        </SimpleGrid>
      )}
      {count > TRAINERS_PAGE_SIZE_DEFAULT && (
        <ListPagination total={Math.ceil(count / TRAINERS_PAGE_SIZE_DEFAULT)} value={page} onChange={setPage} />
      )}
      {editing && (
        <TrainerFormModal
          key={editing === "new" ? "new" : editing.id}
          trainer={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
