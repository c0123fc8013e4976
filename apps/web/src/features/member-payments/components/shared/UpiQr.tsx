import { Anchor, Paper, Stack, Text } from "@mantine/core";
import { QRCodeSVG } from "qrcode.react";

/** The UPI QR of an exact amount (issue 10 ★3): any UPI app scans it; on a phone the link opens one. */
export function UpiQr({ link, caption }: { link: string; caption: string }) {
  return (
    <Paper withBorder p="sm" radius="md" w="fit-content" mx="auto">
      <Stack gap={6} align="center">
        <QRCodeSVG value={link} size={168} marginSize={1} title={caption} role="img" aria-label={caption} />
        <Text size="xs" c="gray.7" ta="center">
          {caption}
        </Text>
        <Anchor href={link} size="xs">
          Open in a UPI app
        </Anchor>
      </Stack>
    </Paper>
  );
}
