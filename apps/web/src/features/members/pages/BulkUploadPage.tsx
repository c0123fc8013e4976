import { CONSENT_CHECKBOX_BULK } from "@gym/contracts";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconRefresh, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { PrivacyNoticeConsent } from "../../../components/ui/PrivacyNoticeConsent.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import {
  bulkUploadErrorText,
  type UploadProgress as Progressed,
  useBulkUploadMembers,
} from "../api/bulk-upload-members.ts";
import { usePrivacyNotice } from "../api/get-privacy-notice.ts";
import { BulkColumnsTable } from "../components/bulk-upload/BulkColumnsTable.tsx";
import { BulkDropzone } from "../components/bulk-upload/BulkDropzone.tsx";
import { BulkResults } from "../components/bulk-upload/BulkResults.tsx";
import { SampleDownloads } from "../components/bulk-upload/SampleDownloads.tsx";
import { SelectedFile } from "../components/bulk-upload/SelectedFile.tsx";
import { UploadProgress } from "../components/bulk-upload/UploadProgress.tsx";
import { INVALID_FILE_TEXT, spreadsheetFileError } from "../utils/spreadsheet-file.ts";

/**
 * /dashboard/bulkUpload (part 1 §2 "Bulk Member Upload"). The four states are the upload mutation's:
 * idle, uploading (pending), success, error; 'Upload another' and 'Try again' reset it to idle.
 */
export default function BulkUploadPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progressed | null>(null);
  // One confirmation for the whole sheet (decision 0304): kept across "Try again" and "Upload another".
  // The version of the gym's notice the uploader confirmed (decision 0350); empty when not ticked.
  const [consent, setConsent] = useState("");
  const notice = usePrivacyNotice().data?.notice;
  const upload = useBulkUploadMembers(setProgress);

  const choose = (chosen: File) => {
    const error = spreadsheetFileError(chosen);
    setFileError(error);
    setFile(error ? null : chosen);
  };
  const start = () => {
    const error = spreadsheetFileError(file);
    setFileError(error);
    if (error || !file) return;
    setProgress(null);
    upload.mutate({ file, noticeVersion: consent || undefined });
  };
  const backToIdle = (keepFile: boolean) => {
    upload.reset();
    setProgress(null);
    if (!keepFile) setFile(null);
  };

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title="Bulk Member Upload" />

      <Paper withBorder radius="md" p="lg">
        {upload.isIdle && (
          <Stack gap="md">
            <BulkDropzone onFile={choose} onInvalid={() => setFileError(INVALID_FILE_TEXT)} />
            {file && <SelectedFile file={file} onRemove={() => setFile(null)} />}
            {fileError && <RetryAlert text={fileError} data-testid="file-error" />}
            <PrivacyNoticeConsent
              label={CONSENT_CHECKBOX_BULK}
              notice={notice}
              description="Optional: without it the members are added and their profiles show that no consent is recorded."
              checked={consent !== ""}
              onChange={(checked) => setConsent(checked && notice ? String(notice.version) : "")}
            />
            <Group>
              <Button onClick={start} leftSection={<IconUpload size={16} aria-hidden />}>
                Upload Members
              </Button>
            </Group>
          </Stack>
        )}
        {upload.isPending && <UploadProgress fileName={file?.name ?? "file"} progress={progress} />}
        {upload.isSuccess && <BulkResults answer={upload.data} onUploadAnother={() => backToIdle(false)} />}
        {upload.isError && (
          <Stack gap="md">
            <RetryAlert
              title="Upload failed"
              text={<span data-testid="bulk-error">{bulkUploadErrorText(upload.error)}</span>}
            />
            <Group>
              <Button onClick={() => backToIdle(true)} leftSection={<IconRefresh size={16} aria-hidden />}>
                Try again
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>

      {upload.isIdle && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: "start" }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={3} size="h4">
                Sample files
              </Title>
              <Text size="sm" c="gray.7">
                Start from a sample: keep the headings in the first row and add one member per row.
              </Text>
              <SampleDownloads />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Title order={3} size="h4" mb="sm">
              Columns
            </Title>
            <BulkColumnsTable />
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}
