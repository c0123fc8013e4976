import { Button, Group } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

/** Static files in apps/web/public/samples (made by scripts/make-member-samples.mjs). */
export const SAMPLE_FILES = [
  { href: "/samples/members-sample.xlsx", label: "Excel sample (.xlsx)" },
  { href: "/samples/members-sample.csv", label: "CSV sample (.csv)" },
] as const;

export function SampleDownloads() {
  return (
    <Group gap="sm">
      {SAMPLE_FILES.map(({ href, label }) => (
        <Button
          key={href}
          component="a"
          href={href}
          download
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
