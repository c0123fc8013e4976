import { FAILED_TO_EXPORT_GST_PACK, type GstPackTable } from "@gym/contracts";
import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { saveFile } from "../../../../lib/api-download.ts";
import { downloadGstPack } from "../../api/download-gst-pack.ts";
import { recentMonths, recentQuarters } from "../../utils/gst-periods.ts";

type Kind = "month" | "quarter";
type FileChoice = "xlsx" | GstPackTable;

const FILE_OPTIONS: { value: FileChoice; label: string }[] = [
  { value: "xlsx", label: "Excel workbook (all tables)" },
  { value: "register", label: "CSV: invoice register" },
  { value: "b2cs", label: "CSV: B2CS summary" },
  { value: "b2b", label: "CSV: B2B invoices" },
  { value: "credit-notes", label: "CSV: credit notes" },
];

/**
 * The accountant's GST pack (issue 27 §5, decision 0276): a past month or a financial-year quarter, as
 * one workbook (README, Register, B2CS, B2B, Credit notes) or one table as CSV.
 */
export function GstPackCard({ today }: { today: string }) {
  const [kind, setKind] = useState<Kind>("month");
  const months = useMemo(() => recentMonths(today), [today]);
  const quarters = useMemo(() => recentQuarters(today), [today]);
  const options = kind === "month" ? months : quarters;
  const [chosen, setChosen] = useState<Record<Kind, string | null>>({ month: null, quarter: null });
  const period = chosen[kind] ?? options[0]?.value ?? null;
  const [file, setFile] = useState<FileChoice>("xlsx");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const download = async () => {
    if (!period) return;
    setBusy(true);
    setError(null);
    try {
      saveFile(
        await downloadGstPack(file === "xlsx" ? { period, format: "xlsx" } : { period, format: "csv", table: file }),
      );
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="gst-pack-title">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id="gst-pack-title">
            GST pack for the accountant
          </Title>
          <Text size="sm" c="gray.7">
            The invoice register, the B2CS summary, the B2B invoices and the credit notes for GSTR-1.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Month or quarter"
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={[
            { value: "month", label: "Month" },
            { value: "quarter", label: "Quarter" },
          ]}
          w={{ base: "100%", xs: "auto" }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={kind === "month" ? "Month" : "Quarter (financial year)"}
            data={options}
            value={period}
            onChange={(value) => setChosen((c) => ({ ...c, [kind]: value }))}
            allowDeselect={false}
          />
          <Select
            label="File"
            data={FILE_OPTIONS}
            value={file}
            onChange={(value) => value && setFile(value as FileChoice)}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group>
          <Button
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => void download()}
            loading={busy}
            disabled={!period}
          >
            Download GST pack
          </Button>
        </Group>
        {error !== null && <RetryAlert title={FAILED_TO_EXPORT_GST_PACK} error={error} />}
      </Stack>
    </Paper>
  );
}
