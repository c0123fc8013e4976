import {
  CONSENT_RECORDED,
  CONSENT_SOURCE_LABELS,
  CONSENT_WITHDRAWN,
  type DataRights,
  ERASURE_KEEPS,
  ERASURE_REMOVES,
  FAILED_TO_ERASE_MEMBER_DATA,
  FAILED_TO_EXPORT_MEMBER_DATA,
  FAILED_TO_FETCH_DATA_RIGHTS,
  FAILED_TO_RECORD_CONSENT,
  FAILED_TO_WITHDRAW_CONSENT,
  NO_CONSENT_RECORDED,
} from "@gym/contracts";
import { Alert, Anchor, Button, Collapse, Group, List, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconEraser, IconShieldLock } from "@tabler/icons-react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { WARNING_ORANGE } from "../../../../components/ui/accessible-colours.ts";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { PrivacyNoticeText } from "../../../../components/ui/PrivacyNoticeText.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { saveFile } from "../../../../lib/api-download.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { useMayCall } from "../../../../lib/role-access.ts";
import { needsOwnerConfirmation, useEraseMemberData } from "../../api/erase-member-data.ts";
import { exportMemberDataZip } from "../../api/export-member-data-zip.ts";
import { useMemberDataRights } from "../../api/get-member-data-rights.ts";
import { useRecordMemberConsent } from "../../api/record-member-consent.ts";
import { useWithdrawMemberConsent } from "../../api/withdraw-member-consent.ts";

/**
 * The profile's "Data and privacy" card (issue 27 §6, decision 0303): the member's consent to the privacy
 * notice (given or withdrawn, decision 0305), their data export (a zip, decision 0309), and erasure with a
 * confirmation that says what is erased and what is kept.
 */
export function DataRightsCard({ memberId, name }: { memberId: number; name: string }) {
  const query = useMemberDataRights(memberId);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid="data-rights">
      <Stack gap="sm">
        <Group gap="xs">
          <IconShieldLock size={20} aria-hidden />
          <Title order={2} size="h4">
            Data and privacy
          </Title>
        </Group>
        {query.isLoading ? (
          <Skeleton height={72} data-testid="data-rights-loading" />
        ) : query.error || !query.data ? (
          <RetryAlert
            title={FAILED_TO_FETCH_DATA_RIGHTS}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DataRightsBody rights={query.data.data_rights} name={name} />
        )}
      </Stack>
    </Paper>
  );
}

function DataRightsBody({ rights, name }: { rights: DataRights; name: string }) {
  const consent = useRecordMemberConsent();
  const withdraw = useWithdrawMemberConsent();
  const erase = useEraseMemberData();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportMemberDataZip(rights.member_id));
    } catch (error) {
      notify({ color: "red", title: FAILED_TO_EXPORT_MEMBER_DATA, message: failureText(error, "") });
    } finally {
      setExporting(false);
    }
  };

  const recordConsent = () =>
    openConfirm({
      title: "Record consent",
      color: "blue",
      confirmLabel: "Member consents",
      message: (
        <Stack gap="xs">
          <Text size="sm">
            Show {name} this notice (version {rights.notice.version}) and record their consent:
          </Text>
          <PrivacyNoticeText notice={rights.notice} title={false} />
        </Stack>
      ),
      onConfirm: () =>
        consent.mutate(
          { id: rights.member_id, noticeVersion: rights.notice.version },
          {
            onSuccess: () => notify({ color: "green", title: CONSENT_RECORDED, message: name }),
            onError: (error) =>
              notify({ color: "red", title: FAILED_TO_RECORD_CONSENT, message: failureText(error, "") }),
          },
        ),
    });

  const withdrawConsent = () =>
    openConfirm({
      title: "Withdraw consent",
      confirmLabel: "Withdraw consent",
      message: `Record that ${name} withdrew their consent? No WhatsApp reminders will be offered for them; their membership, payments and invoices carry on. To erase their data, use Erase personal data.`,
      onConfirm: () =>
        withdraw.mutate(rights.member_id, {
          onSuccess: () => notify({ color: "green", title: CONSENT_WITHDRAWN, message: name }),
          onError: (error) =>
            notify({ color: "red", title: FAILED_TO_WITHDRAW_CONSENT, message: failureText(error, "") }),
        }),
    });

  const runErase = (force: boolean) =>
    erase.mutate(
      { id: rights.member_id, force },
      {
        onSuccess: (answer) => notify({ color: "green", title: answer.message, message: name }),
        onError: (error) => {
          if (!force && needsOwnerConfirmation(error)) {
            openConfirm({
              title: "Erase anyway?",
              confirmLabel: "Erase anyway",
              message: `${failureText(error, "")} Only the owner should confirm this.`,
              onConfirm: () => runErase(true),
            });
            return;
          }
          notify({ color: "red", title: FAILED_TO_ERASE_MEMBER_DATA, message: failureText(error, "") });
        },
      },
    );

  const confirmErase = () =>
    openConfirm({
      title: "Erase personal data",
      confirmLabel: "Erase personal data",
      message: (
        <Stack gap="xs">
          <Text size="sm">Erase {name}'s personal data? This cannot be undone; the member is archived.</Text>
          <Text size="sm" fw={700}>
            Erased
          </Text>
          <List size="sm" spacing={4}>
            {ERASURE_REMOVES.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={700}>
            Kept, and why
          </Text>
          <List size="sm" spacing={4}>
            {ERASURE_KEEPS.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
      ),
      onConfirm: () => runErase(false),
    });

  const exportButton = (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={exporting}
      onClick={() => void download()}
    >
      Export data
    </Button>
  );

  if (rights.erasure) {
    return (
      <Stack gap="sm">
        <Alert color="gray" variant="light" data-testid="erased-note">
          <Text size="sm" c="gray.9">
            Personal data erased on {formatTimestampDate(rights.erasure.erased_at)} by {rights.erasure.erased_by}
            {rights.erasure.forced ? " (confirmed by the owner)" : ""}.{" "}
            {rights.erasure.kept_name
              ? "The name and member code are kept on their invoices, as GST law requires."
              : "No invoice needed their name, so it was replaced."}
          </Text>
        </Alert>
        <Group gap="sm">{exportButton}</Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <ConsentStatus rights={rights} />
      <AgreedNotice rights={rights} />
      <Group gap="sm">
        {!rights.consent_current && (
          <Button variant="light" loading={consent.isPending} onClick={recordConsent}>
            Record consent
          </Button>
        )}
        {rights.consent_current && (
          <Button variant="default" loading={withdraw.isPending} onClick={withdrawConsent}>
            Withdraw consent
          </Button>
        )}
        {exportButton}
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconEraser size={18} aria-hidden />}
          loading={erase.isPending}
          onClick={confirmErase}
        >
          Erase personal data
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The text of the version the member's latest consent row names (decision 0350), one click away; and, for
 * the owner, the way to the gym's own notice.
 */
function AgreedNotice({ rights }: { rights: DataRights }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const mayEdit = useMayCall("PUT /api/members/privacy-notice/update/");
  const agreed = rights.consent_notice;
  if (!agreed && !mayEdit) return null;
  return (
    <Stack gap={4}>
      <Group gap="md">
        {agreed && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? "Hide" : "Read"} the notice agreed to (version {agreed.version})
          </Anchor>
        )}
        {mayEdit && (
          <Anchor component={Link} to="/dashboard/privacyNotice" size="sm">
            Edit the gym's privacy notice
          </Anchor>
        )}
      </Group>
      {agreed && (
        <Collapse expanded={open}>
          <Paper withBorder radius="sm" p="sm" id={id} data-testid="agreed-notice">
            <PrivacyNoticeText notice={agreed} />
          </Paper>
        </Collapse>
      )}
    </Stack>
  );
}

/** The latest consent row in words: given (and where), withdrawn, given to an older notice, or none. */
function ConsentStatus({ rights }: { rights: DataRights }) {
  const c = rights.consent;
  if (c && rights.consent_current)
    return (
      <Text size="sm" data-testid="consent-status">
        Consent to privacy notice v{c.notice_version} given on {formatTimestampDate(c.given_at)} on{" "}
        {CONSENT_SOURCE_LABELS[c.source]}, recorded by {c.recorded_by}.
      </Text>
    );
  return (
    <Text size="sm" c={WARNING_ORANGE} fw={600} data-testid="consent-status">
      {!c
        ? `${NO_CONSENT_RECORDED}.`
        : c.action === "WITHDRAWN"
          ? `Consent withdrawn on ${formatTimestampDate(c.given_at)}, recorded by ${c.recorded_by}. No WhatsApp reminders are offered.`
          : `Consent was given to an older notice (v${c.notice_version}); record it for v${rights.notice.version}.`}
    </Text>
  );
}
