import { Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

interface DetailSectionProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  order?: 3 | 4;
}

/** A titled region of the detail page; the title names the region for screen readers (and tests). */
export function DetailSection({ title, actions, children, order = 3 }: DetailSectionProps) {
  const id = useId();
  const heading = (
    <Title order={order} size={order === 3 ? "h4" : "h5"} id={id}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        {actions ? (
          <Stack gap={4}>
            {heading}
            {actions}
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
