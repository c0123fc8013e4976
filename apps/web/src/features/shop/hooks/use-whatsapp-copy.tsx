import {
  ERROR_GENERATING_WHATSAPP_MESSAGE,
  FAILED_TO_GENERATE_WHATSAPP_MESSAGE,
  WHATSAPP_MESSAGE_COPIED,
} from "@gym/contracts";
import { Button, Stack, Text, Textarea } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useCallback } from "react";
import { notify } from "../../../components/ui/notify.tsx";
import { whenOverlaysReady } from "../../../components/ui/overlays-ready.ts";
import { ApiError, failureText } from "../../../lib/api-error.ts";
import { useGenerateWhatsappMessage } from "../api/generate-whatsapp-message.ts";
import { copyText } from "../utils/copy-text.ts";

/** When the browser lets nothing be copied: the message, selected, to copy by hand (decision 0157). */
function showToCopy(message: string, shareUrl: string) {
  whenOverlaysReady(() => openToCopy(message, shareUrl));
}

function openToCopy(message: string, shareUrl: string) {
  modals.open({
    title: "Copy the WhatsApp message",
    closeButtonProps: { "aria-label": "Close" },
    children: (
      <Stack gap="sm">
        <Text size="sm">This browser did not allow copying. Select the text below and copy it, or open WhatsApp.</Text>
        <Textarea
          value={message}
          readOnly
          autosize
          minRows={6}
          maxRows={14}
          aria-label="WhatsApp message"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button component="a" href={shareUrl} target="_blank" rel="noopener noreferrer" color="teal.9">
          Open WhatsApp
        </Button>
      </Stack>
    ),
  });
}

/**
 * The WhatsApp action of a product (part 2 §2, §7): the server writes the message, the dashboard copies
 * it and says 'WhatsApp message copied to clipboard!'. Returns the action and whether it is running.
 */
export function useWhatsappCopy(): { copy: (productId: number) => void; pendingId: number | null } {
  const generate = useGenerateWhatsappMessage();
  const copy = useCallback(
    (productId: number) =>
      generate.mutate(productId, {
        onSuccess: async (answer) => {
          if (await copyText(answer.whatsapp_message)) {
            notify({ color: "green", message: WHATSAPP_MESSAGE_COPIED });
          } else {
            showToCopy(answer.whatsapp_message, answer.share_url);
          }
        },
        onError: (error) =>
          notify({
            color: "red",
            message: failureText(
              error,
              error instanceof ApiError ? FAILED_TO_GENERATE_WHATSAPP_MESSAGE : ERROR_GENERATING_WHATSAPP_MESSAGE,
            ),
            title: FAILED_TO_GENERATE_WHATSAPP_MESSAGE,
          }),
      }),
    [generate],
  );
  return { copy, pendingId: generate.isPending ? (generate.variables ?? null) : null };
}
