import { List, Stack, Text } from "@mantine/core";

/** A version of the gym's privacy notice as a form or the profile shows it (decision 0350). */
export interface ShownNotice {
  version: number | string;
  items: string[];
  rights: string;
  contact: string;
}

/** The itemised notice: its version, one line per item, the member's rights and the gym's grievance contact. */
export function PrivacyNoticeText({ notice, title = true }: { notice: ShownNotice; title?: boolean }) {
  return (
    <Stack gap={6}>
      {title && (
        <Text size="sm" fw={600}>
          Privacy notice (version {notice.version})
        </Text>
      )}
      <List size="sm" spacing={4}>
        {notice.items.map((item, i) => (
          // Items may repeat while the owner types in the preview: the position keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered whole from its text
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
      <Text size="sm">{notice.rights}</Text>
      <Text size="sm">{notice.contact}</Text>
    </Stack>
  );
}
