import { Button, Menu, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { QueryValue } from "../../lib/api-client.ts";
import { type DownloadedFile, saveFile } from "../../lib/api-download.ts";
import { RetryAlert } from "./RetryAlert.tsx";

export type ExportFormat = "csv" | "xlsx";

interface ExportMenuProps {
  /** The list's export fetcher (one file per endpoint in the feature's `api/`). */
  download: (filters: Record<string, QueryValue>, format: ExportFormat) => Promise<DownloadedFile>;
  /** The screen's current filters, sent as they are. */
  filters: Record<string, QueryValue>;
  /** "Export" by default. */
  label?: string;
}

/**
 * A list screen's "Export" menu (issue 27 §5, decision 0277): CSV or Excel of what the list shows with
 * its current filters. A refused export (too many rows for Excel) shows the server's words.
 */
export function ExportMenu({ download, filters, label = "Export" }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await download(filters, format));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run("csv")}>CSV</Menu.Item>
          <Menu.Item onClick={() => void run("xlsx")}>Excel (.xlsx)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {error !== null && <RetryAlert title="Export failed" error={error} />}
    </Stack>
  );
}
