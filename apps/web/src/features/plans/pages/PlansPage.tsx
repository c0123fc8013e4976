import { FETCH_PLANS_FAILED, type Plan } from "@gym/contracts";
import { Button, Card, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { usePlans } from "../../../lib/plans-list.ts";
import { PlansTable } from "../components/list/PlansTable.tsx";
import { usePlanActions } from "../components/list/use-plan-actions.ts";
import { PlanModal } from "../components/modals/PlanModal.tsx";

/** /dashboard/plans (designed, decision 0290): the plan catalogue members are billed from. */
export default function PlansPage() {
  const plans = usePlans();
  const wide = useMediaQuery("(min-width: 62em)", undefined, { getInitialValueInEffect: false });
  const [editing, setEditing] = useState<Plan | "new" | null>(null);
  const actions = usePlanActions();
  const list = plans.data?.plans ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title="Plans"
        back={{ to: "/dashboard/membersList", label: "Back to Members" }}
        subtitle="What members join on: duration, price, admission fee and GST"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing("new")}>
            Add Plan
          </Button>
        }
      />
      {plans.isError && (
        <RetryAlert
          title={FETCH_PLANS_FAILED}
          error={plans.error}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      )}
      {plans.isPending && <Skeleton h={240} />}
      {plans.isSuccess && list.length === 0 && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>No plans yet</Text>
            <Text size="sm" c="gray.7">
              Add the plans you sell (monthly, quarterly, yearly...). A member on a plan is billed its price for its
              duration; the first bill adds its admission fee.
            </Text>
            <Button variant="light" onClick={() => setEditing("new")}>
              Add the first plan
            </Button>
          </Stack>
        </Card>
      )}
      {list.length > 0 && (
        <PlansTable
          plans={list}
          wide={wide}
          onEdit={setEditing}
          onArchive={actions.askArchive}
          onRestore={actions.restore}
          busy={actions.busy}
        />
      )}
      {editing !== null && <PlanModal plan={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
