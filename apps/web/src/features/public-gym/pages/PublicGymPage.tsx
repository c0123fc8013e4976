// The whole of Mantine's styles: the first screens load only their own part (app/first-screen-styles.ts).
import "@mantine/core/styles.css";
import { FAILED_TO_LOAD_GYM_PAGE, GYM_PAGE_NOT_FOUND } from "@gym/contracts";
import { Alert, Skeleton, Stack, Title } from "@mantine/core";
import { Suspense, useEffect } from "react";
import { useParams } from "react-router-dom";
import { publicGymSections } from "../../../app/public-gym-sections.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { usePublicGymPage } from "../api/get-public-gym-page.ts";
import { PublicGymShell } from "../components/PublicGymShell.tsx";

/** /g/:schemaName — the gym's public page, open without signing in (issue 12 ★, decision 0140). */
export default function PublicGymPage() {
  const schemaName = useParams().schemaName ?? "";
  const query = usePublicGymPage(schemaName);
  const gymName = query.data?.gym.name;

  useEffect(() => {
    if (!gymName) return;
    const previous = document.title;
    document.title = gymName;
    return () => {
      document.title = previous;
    };
  }, [gymName]);

  if (query.isPending) {
    return (
      <PublicGymShell>
        <Stack gap="md" aria-busy="true" aria-label="Loading">
          <Skeleton height={28} width="40%" />
          <Skeleton height={160} />
          <Skeleton height={160} />
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
    <PublicGymShell gymName={gym.name}>
      {publicGymSections.map(({ id, title, Section }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`}>
          <Title order={2} id={`${id}-title`} mb="sm">
            {title}
          </Title>
          <Suspense fallback={<SectionPlaceholder title={title} />}>
            <Section schemaName={gym.schema_name} gymName={gym.name} />
          </Suspense>
        </section>
      ))}
    </PublicGymShell>
  );
}

/**
 * While a section's code loads: the room two cards take on a phone (as the posts' own loading state), so
 * the sections below do not jump down when it arrives (Lighthouse's layout shift on a phone).
 */
function SectionPlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={`Loading ${title}`}>
      <Skeleton height={380} radius="md" />
      <Skeleton height={380} radius="md" />
    </Stack>
  );
}
