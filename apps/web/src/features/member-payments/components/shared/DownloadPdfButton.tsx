import { FAILED_TO_DOWNLOAD_INVOICE } from "@gym/contracts";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { failureText } from "../../../../lib/api-error.ts";
import { useDownloadPdf } from "../../api/download-invoice.ts";
import { notify } from "../../utils/notify.tsx";

/** Downloads an invoice or dues slip PDF; failures show 'Failed to download invoice'. */
export function DownloadPdfButton({ path, label, ariaLabel }: { path: string; label: string; ariaLabel: string }) {
  const download = useDownloadPdf();
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      aria-label={ariaLabel}
      onClick={() =>
        download.mutate(path, {
          onError: (error) => notify("red", FAILED_TO_DOWNLOAD_INVOICE, failureText(error, FAILED_TO_DOWNLOAD_INVOICE)),
        })
      }
    >
      {label}
    </Button>
  );
}
