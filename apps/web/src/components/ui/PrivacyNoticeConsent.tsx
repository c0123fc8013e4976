import { Anchor, Checkbox, Collapse, Paper, Stack } from "@mantine/core";
import { useId, useState } from "react";
import { PrivacyNoticeText, type ShownNotice } from "./PrivacyNoticeText.tsx";

interface PrivacyNoticeConsentProps {
  /** What ticking says: the desk's words (Add New Member, bulk upload) or the member's own (feedback form). */
  label: string;
  /** The gym's current notice (decision 0350); absent while it loads, when the box cannot be ticked yet. */
  notice: ShownNotice | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** What happens without the tick, after the notice's version, under the box. */
  description?: string;
}

/**
 * The consent box of the forms that collect a member's data (issue 27 §6, decisions 0304, 0350): a checkbox
 * with the gym's itemised privacy notice one click away (expanded in place, so it reads the same on a
 * phone). The form sends the notice's version when ticked; consent stays optional (decision 0300).
 */
export function PrivacyNoticeConsent({
  label,
  notice,
  checked,
  onChange,
  disabled,
  description,
}: PrivacyNoticeConsentProps) {
  const [open, setOpen] = useState(false);
  const noticeId = useId();
  const version = notice ? `Privacy notice version ${notice.version}.` : "Loading the privacy notice…";
  return (
    <Stack gap={6}>
      <Checkbox
        label={label}
        description={`${version} ${description ?? "Optional."}`}
        // Readable on the public page's background and while the notice loads (axe: colour contrast).
        styles={{ description: { color: "var(--mantine-color-gray-8)", opacity: 1 } }}
        checked={checked}
        disabled={disabled || !notice}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {notice && (
        <>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            aria-expanded={open}
            aria-controls={noticeId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? "Hide the privacy notice" : "Read the privacy notice"}
          </Anchor>
          <Collapse expanded={open}>
            <Paper withBorder radius="sm" p="sm" id={noticeId}>
              <PrivacyNoticeText notice={notice} />
            </Paper>
          </Collapse>
        </>
      )}
    </Stack>
  );
}
