import { Anchor, Button, Center, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy, IconPrinter } from "@tabler/icons-react";
import { QRCodeSVG } from "qrcode.react";
import { useRef } from "react";
import { publicPageUrl } from "../../utils/public-page-url.ts";
import { openPrintableQr } from "./printable-qr.ts";

/**
 * 'QR for the front desk' (issue 12 ★): the gym's public page as a QR code to show or print. Drawn by
 * qrcode.react, the web's one QR library (member payments' UPI QR uses it too); the posts screen loads
 * this dialog lazily, so the library stays out of the screen's own chunk.
 */
export default function FrontDeskQrModal({
  schemaName,
  gymName,
  onClose,
}: {
  schemaName: string;
  gymName: string;
  onClose: () => void;
}) {
  const url = publicPageUrl(window.location.origin, schemaName);
  const qr = useRef<SVGSVGElement>(null);

  const print = () => {
    if (!qr.current) return;
    openPrintableQr(new XMLSerializer().serializeToString(qr.current), gymName, url);
  };

  return (
    <Modal opened onClose={onClose} title="QR for the front desk" closeButtonProps={{ "aria-label": "Close" }}>
      <Stack gap="md">
        <Text size="sm">
          Members scan this to open {gymName}'s page: live posts, challenges and offers, no sign-in needed.
        </Text>
        <Center>
          <QRCodeSVG
            ref={qr}
            value={url}
            size={240}
            level="M"
            marginSize={2}
            role="img"
            aria-label={`QR code for ${url}`}
            title={`QR code for ${url}`}
          />
        </Center>
        <Anchor href={url} target="_blank" rel="noopener noreferrer" ta="center" style={{ overflowWrap: "anywhere" }}>
          {url}
        </Anchor>
        <Group justify="flex-end">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? "Link copied" : "Copy link"}
              </Button>
            )}
          </CopyButton>
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={print}>
            Print
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
