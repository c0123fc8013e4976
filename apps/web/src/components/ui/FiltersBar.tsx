import { Grid, type GridColProps, Paper } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The band of filters above a screen's list or figures (the audit trail's staff, area, member and days; the
 * cash close's day): bordered, its fields' bottoms aligned so labelled inputs and bare buttons sit on one
 * line, wrapping to the widths each `FilterField` asks for (a whole row each on a phone, as a rule).
 */
export function FiltersBar({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Grid gap="sm" align="flex-end">
        {children}
      </Grid>
    </Paper>
  );
}

/** One field of a `FiltersBar`; `span` as Mantine's Grid reads it ("content": as wide as the field itself). */
export function FilterField({ span, children }: { span: GridColProps["span"]; children: ReactNode }) {
  return <Grid.Col span={span}>{children}</Grid.Col>;
}
