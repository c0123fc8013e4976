import { Progress, Stack, Text } from "@mantine/core";
import type { UploadProgress as Progressed } from "../../api/bulk-upload-members.ts";

/** Sending shows the percentage; once the file is sent, the server reads the rows: an animated full bar. */
export function UploadProgress({ fileName, progress }: { fileName: string; progress: Progressed | null }) {
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const processing = percent >= 100;
  return (
    <Stack gap="xs" role="status" aria-live="polite" data-testid="bulk-uploading">
      <Text fw={600}>
        {processing ? `Creating members from ${fileName}...` : `Uploading ${fileName}... ${percent}%`}
      </Text>
      <Progress
        value={processing ? 100 : Math.max(percent, 3)}
        striped={processing}
        animated={processing}
        size="lg"
        aria-label="Upload progress"
      />
    </Stack>
  );
}
