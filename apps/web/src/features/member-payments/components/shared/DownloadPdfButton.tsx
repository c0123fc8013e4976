import { FAILED_TO_DOWNLOAD_INVOICE } from "@gym/contracts";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { notify } from "../../../../components/ui/notify.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { useDownloadPdf } from "../../api/download-invoice.ts";

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
          onError: (error) =>
            notify({
              color: "red",
              title: FAILED_TO_DOWNLOAD_INVOICE,
              message: failureText(error, FAILED_TO_DOWNLOAD_INVOICE),
            }),
        })
      }
    >
      {label}
    </Button>
  );
}
