import { PRIVACY_NOTICE_ITEMS, PRIVACY_NOTICE_RIGHTS, PRIVACY_NOTICE_VERSION } from "@gym/contracts";
import { Anchor, Checkbox, Collapse, List, Paper, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";

interface PrivacyNoticeConsentProps {
  /** What ticking says: the desk's words (Add New Member, bulk upload) or the member's own (feedback form). */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** What happens without the tick, under the box. */
  description?: string;
}

/**
 * The consent box of the forms that collect a member's data (issue 27 §6, decision 0304): a checkbox with
 * the itemised privacy notice one click away (expanded in place, so it reads the same on a phone). The form
 * sends the notice's version when ticked; consent stays optional (decision 0300).
 */
export function PrivacyNoticeConsent({ label, checked, onChange, disabled, description }: PrivacyNoticeConsentProps) {
  const [open, setOpen] = useState(false);
  const noticeId = useId();
  return (
    <Stack gap={6}>
      <Checkbox
        label={label}
        description={description ?? `Privacy notice version ${PRIVACY_NOTICE_VERSION}. Optional.`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
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
          <Text size="sm" fw={600} mb={4}>
            Privacy notice (version {PRIVACY_NOTICE_VERSION})
          </Text>
          <List size="sm" spacing={4}>
            {PRIVACY_NOTICE_ITEMS.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm" mt={6}>
            {PRIVACY_NOTICE_RIGHTS}
          </Text>
        </Paper>
      </Collapse>
    </Stack>
  );
}
