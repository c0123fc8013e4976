import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/use-page-title.ts";

export interface BackLink {
  to: string;
  label: string;
}

/** Part 2 §2: "Most screens have a back-to-dashboard control". */
export const BACK_TO_DASHBOARD: BackLink = { to: "/dashboard", label: "Back to Dashboard" };

interface PageHeaderProps {
  /** The screen's title as the spec names it; also the browser tab's title. */
  title: string;
  /** A short line under the title (counts, the period shown...). */
  subtitle?: ReactNode;
  /** The back control; the dashboard by default, `null` for none (the home screen). */
  back?: BackLink | null;
  /** Buttons on the right; they wrap under the title on a phone. */
  actions?: ReactNode;
}

/** The back control of a screen; on its own for a screen whose header is its own (the exercise detail). */
export function BackControl({ to, label }: BackLink) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      w="fit-content"
      px={4}
    >
      {label}
    </Button>
  );
}

/** Every screen's header: back control, title (and tab title), subtitle and actions. */
export function PageHeader({ title, subtitle, back = BACK_TO_DASHBOARD, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Stack gap={4}>
      {back && <BackControl {...back} />}
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          {/* A long unbroken name (a member's) wraps instead of widening a phone's page. */}
          <Title order={2} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="gray.7" size="sm">
              {subtitle}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
