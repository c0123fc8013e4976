import "@mantine/dropzone/styles.css";
import { Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconFileSpreadsheet, IconUpload, IconX } from "@tabler/icons-react";
import { SPREADSHEET_TYPES } from "../../utils/spreadsheet-file.ts";

interface BulkDropzoneProps {
  onFile: (file: File) => void;
  /** A file of another kind was dropped or chosen. */
  onInvalid: () => void;
}

const ACCEPT = Object.fromEntries(Object.entries(SPREADSHEET_TYPES).map(([type, exts]) => [type, [...exts]]));

/** One spreadsheet at a time: .xlsx, .xls or .csv (part 1 §2, §5). */
export function BulkDropzone({ onFile, onInvalid }: BulkDropzoneProps) {
  return (
    <Dropzone
      onDrop={(files) => {
        const [file] = files;
        if (file) onFile(file);
      }}
      onReject={() => onInvalid()}
      accept={ACCEPT}
      multiple={false}
      maxFiles={1}
      aria-label="Choose a spreadsheet of members"
      data-testid="bulk-dropzone"
    >
      <Group justify="center" gap="xl" mih={140} style={{ pointerEvents: "none" }}>
        <Dropzone.Accept>
          <IconUpload size={48} color="var(--mantine-color-blue-6)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={48} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileSpreadsheet size={48} color="var(--mantine-color-green-7)" aria-hidden />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="lg" fw={600}>
            Drag your Excel file here or click to choose
          </Text>
          <Text size="sm" c="gray.7">
            .xlsx or .xls (a .csv works too), one member per row, column headings in the first row
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
