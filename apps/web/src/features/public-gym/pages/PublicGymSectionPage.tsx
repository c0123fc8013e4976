// The whole of Mantine's styles: the first screens load only their own part (app/first-screen-styles.ts).
import "@mantine/core/styles.css";
import { FAILED_TO_LOAD_GYM_PAGE, GYM_PAGE_NOT_FOUND } from "@gym/contracts";
import { Alert, Skeleton, Stack, Title } from "@mantine/core";
import { Suspense, useEffect } from "react";
import { useParams } from "react-router-dom";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import type { PublicGymSection } from "../../../lib/public-gym-section.ts";
import { usePublicGymPage } from "../api/get-public-gym-page.ts";
import { PublicGymShell } from "../components/PublicGymShell.tsx";

/**
 * /g/:schemaName/<section>: a section of the gym's public pages that needs a form, open without signing in,
 * e.g. the member feedback form (issue 13, decision 0112). The gym's page itself is HTML from the API
 * (decision 0194) and links here with "Give feedback"; app/routes.tsx names the section.
 */
export default function PublicGymSectionPage({ section }: { section: PublicGymSection }) {
  const schemaName = useParams().schemaName ?? "";
  const query = usePublicGymPage(schemaName);
  const gymName = query.data?.gym.name;
  const { id, title, Section } = section;

  useEffect(() => {
    if (!gymName) return;
    const previous = document.title;
    document.title = `${title} · ${gymName}`;
    return () => {
      document.title = previous;
    };
  }, [gymName, title]);

  if (query.isPending) {
    return (
      <PublicGymShell>
        <Stack gap="md" aria-busy="true" aria-label="Loading">
          <Skeleton height={28} width="40%" />
          <Skeleton height={380} />
        </Stack>
      </PublicGymShell>
    );
  }

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PublicGymShell>
        {missing ? (
          <Alert color="gray" title={GYM_PAGE_NOT_FOUND}>
            Check the link or the QR code you were given.
          </Alert>
        ) : (
          <RetryAlert text={FAILED_TO_LOAD_GYM_PAGE} onRetry={() => query.refetch()} retrying={query.isFetching} />
        )}
      </PublicGymShell>
    );
  }

  const { gym } = query.data;
  return (
    <PublicGymShell gymName={gym.name} pageHref={`/g/${encodeURIComponent(gym.schema_name)}`}>
      <section id={id} aria-labelledby={`${id}-title`}>
        <Title order={2} id={`${id}-title`} mb="sm">
          {title}
        </Title>
        <Suspense fallback={<Skeleton height={380} radius="md" aria-label={`Loading ${title}`} />}>
          <Section schemaName={gym.schema_name} gymName={gym.name} />
        </Suspense>
      </section>
    </PublicGymShell>
  );
}
