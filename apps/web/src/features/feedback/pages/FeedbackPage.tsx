import {
  FAILED_TO_FETCH_FEEDBACK,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  type FeedbackPriority,
  type FeedbackStatus,
  type FeedbackSummary,
  NO_FEEDBACK_FOUND,
} from "@gym/contracts";
import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useFeedbackCategories } from "../api/get-feedback-categories.ts";
import { useFeedbackList } from "../api/get-feedback-list.ts";
import type { FeedbackListFilters } from "../api/query-keys.ts";
import { FeedbackCard } from "../components/list/FeedbackCard.tsx";
import { FeedbackFiltersBar, type FeedbackFilterValues } from "../components/list/FeedbackFiltersBar.tsx";
import { FeedbackStatCards } from "../components/list/FeedbackStatCards.tsx";
import { FeedbackDetailsModal } from "../components/modals/FeedbackDetailsModal.tsx";
import { RespondModal } from "../components/modals/RespondModal.tsx";

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

/** The filters live in the URL (?status=PENDING&priority=URGENT&category=3&page=2), so a reload keeps them. */
function readFilters(params: URLSearchParams): FeedbackListFilters {
  const category = Number(params.get("category"));
  const page = Number(params.get("page"));
  return {
    status: oneOf<FeedbackStatus>(FEEDBACK_STATUSES, params.get("status")),
    priority: oneOf<FeedbackPriority>(FEEDBACK_PRIORITIES, params.get("priority")),
    category_id: Number.isInteger(category) && category > 0 ? category : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Feedback management (part 2 §2): stat cards, filters, cards, details and respond modals. */
export default function FeedbackPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useFeedbackList(filters);
  const categories = useFeedbackCategories();
  const [viewing, setViewing] = useState<number | null>(null);
  const [responding, setResponding] = useState<FeedbackSummary | null>(null);

  const setFilters = (next: FeedbackFilterValues, page = 1) => {
    const out = new URLSearchParams();
    if (next.status) out.set("status", next.status);
    if (next.priority) out.set("priority", next.priority);
    if (next.category_id !== null) out.set("category", String(next.category_id));
    if (page > 1) out.set("page", String(page));
    setParams(out, { replace: true });
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  const respondTo = (id: number) => {
    const found = data?.feedbacks.find((f) => f.id === id);
    if (found) setResponding(found);
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Feedback Management"
        subtitle={
          data ? `${data.stats.total} ${data.stats.total === 1 ? "message" : "messages"} from members` : undefined
        }
      />
      <FeedbackStatCards stats={data?.stats} />
      <FeedbackFiltersBar value={filters} categories={categories.data?.categories ?? []} onChange={setFilters} />
      {list.isPending && (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading feedback">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={200} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {list.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_FEEDBACK}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {data && data.feedbacks.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Text ta="center" fw={600}>
            {NO_FEEDBACK_FOUND}
          </Text>
        </Card>
      )}
      {data && data.feedbacks.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="feedback-list">
          {data.feedbacks.map((f) => (
            <FeedbackCard
              key={f.id}
              feedback={f}
              onDetails={() => setViewing(f.id)}
              onRespond={() => setResponding(f)}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <ListPagination total={pages} value={filters.page} onChange={(p) => setFilters(filters, p)} size="sm" />
        </Group>
      )}
      {viewing !== null && (
        <FeedbackDetailsModal
          feedbackId={viewing}
          onClose={() => setViewing(null)}
          onRespond={() => {
            respondTo(viewing);
            setViewing(null);
          }}
        />
      )}
      {responding && <RespondModal feedback={responding} onClose={() => setResponding(null)} />}
    </Stack>
  );
}
