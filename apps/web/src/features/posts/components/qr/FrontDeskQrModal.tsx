import { Anchor, Button, Center, CopyButton, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy, IconPrinter } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { publicPageUrl } from "../../utils/public-page-url.ts";
import { openPrintableQr } from "./printable-qr.ts";

/**
 * 'QR for the front desk' (issue 12 ★): the gym's public page as a QR code to show or print. The QR
 * library loads only when this opens, so the posts screen stays light.
 */
export function FrontDeskQrModal({
  schemaName,
  gymName,
  onClose,
}: {
  schemaName: string;
  gymName: string;
  onClose: () => void;
}) {
  const url = publicPageUrl(window.location.origin, schemaName);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((qr) => qr.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <Modal opened onClose={onClose} title="QR for the front desk" closeButtonProps={{ "aria-label": "Close" }}>
      <Stack gap="md">
        <Text size="sm">
          Members scan this to open {gymName}'s page: live posts, challenges and offers, no sign-in needed.
        </Text>
        <Center>
          {svg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={`QR code for ${url}`}
              width={240}
              height={240}
            />
          ) : failed ? (
            <RetryAlert text="The QR code could not be drawn. The link below works the same." />
          ) : (
            <Loader aria-label="Drawing the QR code" />
          )}
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
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            disabled={!svg}
            onClick={() => svg && openPrintableQr(svg, gymName, url)}
          >
            Print
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
