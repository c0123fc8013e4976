import { FAILED_TO_FETCH_INVOICES, type Invoice, NO_INVOICES_FOUND } from "@gym/contracts";
import { Anchor, Badge, Button, Card, Group, Modal, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconBan, IconBrandWhatsapp, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ExportMenu } from "../../../../components/ui/ExportMenu.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatInvoiceRupees } from "../../../../lib/amount.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { creditNotePdfPath, invoicePdfPath } from "../../../../lib/invoices.ts";
import { useMayCall } from "../../../../lib/role-access.ts";
import { exportInvoices } from "../../api/export-invoices.ts";
import { useInvoices } from "../../api/get-invoices.ts";
import { DownloadPdfButton } from "./DownloadPdfButton.tsx";
import { methodLabel } from "./payment-methods.ts";
import { VoidReceiptModal } from "./VoidReceiptModal.tsx";

const COLUMNS = ["Invoice #", "Member", "Phone", "Amount", "Period", "Payment Method", "Download PDF"];

function Download({ invoice }: { invoice: Invoice }) {
  return (
    <DownloadPdfButton
      path={invoicePdfPath(invoice.invoice_id)}
      label="Download PDF"
      ariaLabel={`Download PDF ${invoice.invoice_number}`}
    />
  );
}

/** A voided receipt (decision 0334): "Void" with its reason, and its credit note when it was a tax invoice. */
function VoidState({ invoice }: { invoice: Invoice }) {
  if (!invoice.voided) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Badge color="red" variant="light" c="red.9" title={invoice.void_reason ?? undefined}>
        Void
      </Badge>
      {invoice.void_reason && (
        <Text size="xs" c="gray.7">
          {invoice.void_reason}
        </Text>
      )}
      {invoice.credit_note_number && (
        <DownloadPdfButton
          path={creditNotePdfPath(invoice.invoice_id)}
          label="Credit note"
          ariaLabel={`Download credit note ${invoice.credit_note_number}`}
        />
      )}
    </Stack>
  );
}

/** "Void": only for a standing receipt, and only where the role may void (decision 0325). */
function VoidButton({ invoice, onVoid }: { invoice: Invoice; onVoid: (invoice: Invoice) => void }) {
  const mayVoid = useMayCall("POST /api/expenses/invoices/{id}/void/");
  if (!mayVoid || invoice.voided) return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconBan size={14} aria-hidden />}
      aria-label={`Void ${invoice.invoice_number}`}
      onClick={() => onVoid(invoice)}
    >
      Void
    </Button>
  );
}

function ReceiptLink({ invoice }: { invoice: Invoice }) {
  if (!invoice.whatsapp_url || invoice.voided) return null;
  return (
    <Anchor
      href={invoice.whatsapp_url}
      target="_blank"
      rel="noopener"
      size="xs"
      aria-label={`Send receipt ${invoice.invoice_number} on WhatsApp`}
    >
      <Group gap={4} wrap="nowrap">
        <IconBrandWhatsapp size={14} aria-hidden /> Send receipt
      </Group>
    </Anchor>
  );
}

/** Part 2 §2 "Member Invoices table (Invoice #, Member, Phone, Amount, Period, Payment Method, Download PDF; search by member name; 'No invoices found')"; cards on a phone. */
export function InvoicesModal({ onClose, memberId }: { onClose: () => void; memberId?: number }) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const invoices = useInvoices({
    ...(debounced ? { search: debounced } : {}),
    ...(memberId ? { member_id: memberId } : {}),
  });
  const rows = invoices.data?.invoices ?? [];
  // The list steps aside while the void's confirmation is open (one dialog at a time), and comes back after it.
  const [voiding, setVoiding] = useState<Invoice | null>(null);

  return (
    <>
      {voiding && <VoidReceiptModal invoice={voiding} onClose={() => setVoiding(null)} />}
      <Modal
        opened={!voiding}
        onClose={onClose}
        title="Member Invoices"
        size="xl"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label="Search invoices by member name"
              placeholder="Search by member name"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <ExportMenu download={exportInvoices} filters={{ search: debounced, member_id: memberId }} />
          </Group>
          {invoices.isError && (
            <RetryAlert
              text={failureText(invoices.error, FAILED_TO_FETCH_INVOICES)}
              onRetry={() => void invoices.refetch()}
              retrying={invoices.isFetching}
            />
          )}
          {invoices.isPending && <Skeleton h={160} />}
          {invoices.data && rows.length === 0 && (
            <Text ta="center" c="gray.7" py="lg">
              {NO_INVOICES_FOUND}
            </Text>
          )}
          {rows.length > 0 && (
            <>
              <Table.ScrollContainer minWidth={760} visibleFrom="sm">
                <Table striped verticalSpacing="xs" aria-label="Member invoices">
                  <Table.Thead>
                    <Table.Tr>
                      {COLUMNS.map((c) => (
                        <Table.Th key={c}>{c}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((inv) => (
                      <Table.Tr key={inv.invoice_id}>
                        <Table.Td ff="monospace">{inv.invoice_number}</Table.Td>
                        <Table.Td>{inv.member_name}</Table.Td>
                        <Table.Td>{inv.member_phone}</Table.Td>
                        <Table.Td>{formatInvoiceRupees(inv.amount)}</Table.Td>
                        <Table.Td>{inv.membership_period}</Table.Td>
                        <Table.Td>{methodLabel(inv.payment_method)}</Table.Td>
                        <Table.Td>
                          <Stack gap={4} align="flex-start">
                            <Download invoice={inv} />
                            <ReceiptLink invoice={inv} />
                            <VoidState invoice={inv} />
                            <VoidButton invoice={inv} onVoid={setVoiding} />
                          </Stack>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Stack gap="xs" hiddenFrom="sm">
                {rows.map((inv) => (
                  <Card
                    key={inv.invoice_id}
                    withBorder
                    padding="sm"
                    component="article"
                    aria-label={inv.invoice_number}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600} size="sm">
                        {inv.member_name}
                      </Text>
                      <Text fw={700}>{formatInvoiceRupees(inv.amount)}</Text>
                    </Group>
                    <Text size="xs" c="gray.7">
                      {inv.invoice_number} · {inv.membership_period} · {methodLabel(inv.payment_method)} ·{" "}
                      {formatDate(inv.payment_date)}
                    </Text>
                    <Group mt="xs" justify="space-between">
                      <Download invoice={inv} />
                      <ReceiptLink invoice={inv} />
                      <VoidButton invoice={inv} onVoid={setVoiding} />
                    </Group>
                    <VoidState invoice={inv} />
                  </Card>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
