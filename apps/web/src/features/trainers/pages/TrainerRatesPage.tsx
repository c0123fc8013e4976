import { FAILED_TO_FETCH_DATA, TRAINERS_PAGE_SIZE_MAX, type TrainerRate } from "@gym/contracts";
import { Alert, Button, Card, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useTrainers } from "../../../lib/trainers-list.ts";
import { useRates } from "../api/get-rates.ts";
import { RateFormModal } from "../components/rates/RateFormModal.tsx";
import { RateGroupCard } from "../components/rates/RateGroupCard.tsx";
import { useRateActions } from "../hooks/use-rate-actions.ts";
import { groupRates } from "../utils/group-rates.ts";

/** At most 5 rate types per trainer: one page holds every rate of 100 trainers. */
const RATES_PAGE = 500;

type Editing = { rate: TrainerRate | null; trainerId: number | null } | null;

/** Trainer charges (part 2 §2): rates grouped per trainer, add/edit modal. */
export default function TrainerRatesPage() {
  const rates = useRates({ page: 1, page_size: RATES_PAGE });
  const active = useTrainers({ is_active: true, page: 1, page_size: TRAINERS_PAGE_SIZE_MAX });
  const [editing, setEditing] = useState<Editing>(null);
  const actions = useRateActions();
  const groups = useMemo(
    () => (rates.data && active.data ? groupRates(rates.data.results, active.data.results) : []),
    [rates.data, active.data],
  );
  const options = useMemo(
    () => (active.data?.results ?? []).map((t) => ({ value: String(t.id), label: t.name })),
    [active.data],
  );
  const failed = rates.isError ? rates : active.isError ? active : null;
  const loaded = rates.isSuccess && active.isSuccess;
  const noActive = active.isSuccess && active.data.count === 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Trainer Charges"
        back={{ to: "/dashboard/trainers", label: "Back to Trainers" }}
        subtitle={rates.isSuccess ? `${rates.data.count} ${rates.data.count === 1 ? "rate" : "rates"}` : undefined}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!active.isSuccess || noActive}
            onClick={() => setEditing({ rate: null, trainerId: null })}
          >
            Add Rate
          </Button>
        }
      />
      {noActive && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          Charges can be added for active trainers only.{" "}
          <Link to="/dashboard/trainers">Add or activate a trainer first.</Link>
        </Alert>
      )}
      {failed && (
        <RetryAlert
          title={FAILED_TO_FETCH_DATA}
          text={failureText(failed.error, "Please try again.")}
          retrying={rates.isFetching || active.isFetching}
          onRetry={() => {
            void rates.refetch();
            void active.refetch();
          }}
        />
      )}
      {!loaded && !failed && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading trainer charges">
          {[1, 2, 3].map((n) => (
            <Card key={n} withBorder radius="md">
              <Skeleton height={18} width="50%" />
              <Skeleton height={40} mt="sm" />
              <Skeleton height={40} mt="xs" />
            </Card>
          ))}
        </SimpleGrid>
      )}
      {loaded && groups.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center">No trainer charges yet.</Text>
        </Paper>
      )}
      {loaded && groups.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {groups.map((group) => (
            <RateGroupCard
              key={group.trainer.id}
              group={group}
              busyId={actions.busyId}
              onAdd={(trainerId) => setEditing({ rate: null, trainerId })}
              onEdit={(rate) => setEditing({ rate, trainerId: rate.trainer })}
              onToggle={actions.toggle}
              onDelete={actions.askDelete}
            />
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <RateFormModal
          key={editing.rate?.id ?? `new-${editing.trainerId}`}
          rate={editing.rate}
          trainerId={editing.trainerId}
          activeTrainers={options}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
