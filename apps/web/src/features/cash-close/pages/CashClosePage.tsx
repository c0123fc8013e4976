import { FAILED_TO_DOWNLOAD_CASH_CLOSE, FAILED_TO_FETCH_CASH_CLOSE } from "@gym/contracts";
import { Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useSearchParams } from "react-router-dom";
import { DateTextInput } from "../../../components/ui/DateTextInput.tsx";
import { FilterField, FiltersBar } from "../../../components/ui/FiltersBar.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { formatDate, gymToday } from "../../../lib/calendar-date.ts";
import { useMayCall } from "../../../lib/role-access.ts";
import { useDownloadCashClosePdf } from "../api/download-cash-close-pdf.ts";
import { useCashCloseDay } from "../api/get-cash-close-day.ts";
import { CASH_CLOSES_PATH } from "../api/get-cash-closes.ts";
import { CloseDayForm } from "../components/close-day/CloseDayForm.tsx";
import { ClosedDay, DayCards, DayTables } from "../components/day/DayFigures.tsx";
import { MonthReport } from "../components/month/MonthReport.tsx";
import { monthOf } from "../utils/month.ts";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /dashboard/cashClose (issue 25 §6; designed, decisions 0326-0329): a day's receipts by method and per
 * staff member, cash expenses and the expected cash; the desk counts the drawer and closes the day (once);
 * the closed state with its difference and note; the day's PDF; for a manager or the owner the month's
 * closes with a chart of the differences. The day (today by default) and the month are in the URL.
 */
export default function CashClosePage() {
  const [search, setSearch] = useSearchParams();
  const picked = search.get("date");
  const dateParam = picked && ISO_DAY.test(picked) ? picked : "today";
  const day = useCashCloseDay(dateParam);
  const pdf = useDownloadCashClosePdf();
  const mayReport = useMayCall(`GET ${CASH_CLOSES_PATH}`);
  const shown = day.data?.day;
  const month = search.get("month") ?? monthOf(shown?.date ?? gymToday());

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    setSearch(next, { replace: true });
  };
  const pickDay = (value: string) => {
    if (!value) return set({ date: null, month: null });
    if (ISO_DAY.test(value)) set({ date: value, month: null });
  };
  const downloadPdf = () =>
    shown &&
    pdf.mutate(shown.date, {
      onError: (error) =>
        notify({ color: "red", title: FAILED_TO_DOWNLOAD_CASH_CLOSE, message: failureText(error, "") }),
    });

  return (
    <Stack gap="md">
      <PageHeader
        title="Cash Close"
        back={{ to: "/dashboard", label: "Back to Home" }}
        subtitle="The day's money by method and per staff member, the cash expected in the drawer, and its close"
        actions={
          <Button
            variant="default"
            leftSection={<IconFileDownload size={18} aria-hidden />}
            loading={pdf.isPending}
            disabled={!shown}
            onClick={downloadPdf}
          >
            Day PDF
          </Button>
        }
      />
      <FiltersBar>
        <FilterField span={{ base: 12, xs: "content" }}>
          <DateTextInput
            label="Day"
            iso
            value={picked && ISO_DAY.test(picked) ? picked : (shown?.date ?? "")}
            onChange={pickDay}
            maxDate={gymToday()}
            w={220}
          />
        </FilterField>
        {picked && (
          <FilterField span="content">
            <Button variant="subtle" onClick={() => pickDay("")}>
              Today
            </Button>
          </FilterField>
        )}
        {shown && (
          <FilterField span="content">
            <Text size="sm" c="gray.7" pb={8}>
              {formatDate(shown.date)}
              {shown.is_today ? " (today)" : ""}
            </Text>
          </FilterField>
        )}
      </FiltersBar>
      {day.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_CASH_CLOSE}
          error={day.error}
          onRetry={() => void day.refetch()}
          retrying={day.isFetching}
        />
      )}
      {day.isPending && (
        <Stack gap="xs" data-testid="cash-close-loading">
          <Skeleton h={72} />
          <Skeleton h={200} />
        </Stack>
      )}
      {shown && (
        <>
          <DayCards figures={shown.close?.figures ?? shown.figures} />
          {shown.close ? (
            <ClosedDay close={shown.close} />
          ) : (
            <CloseDayForm key={shown.date} date={shown.date} expected={shown.figures.expected_cash} />
          )}
          {shown.figures.receipts_count === 0 && shown.figures.cash_expenses_count === 0 && !shown.close && (
            <Text c="gray.7" size="sm" data-testid="cash-close-empty">
              No money recorded on this day yet: receipts and cash expenses appear here as they are recorded.
            </Text>
          )}
          <DayTables figures={shown.figures} />
        </>
      )}
      {mayReport && <MonthReport month={month} onMonth={(m) => set({ month: m })} />}
    </Stack>
  );
}
