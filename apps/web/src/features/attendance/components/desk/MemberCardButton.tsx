import { FAILED_TO_LOAD_MEMBER_CARD, FAILED_TO_REISSUE_CARD } from "@gym/contracts";
import { Button, Menu } from "@mantine/core";
import { IconId } from "@tabler/icons-react";
import { useState } from "react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { serverFailureText } from "../../../../lib/api-error.ts";
import { getMemberCard } from "../../api/get-member-card.ts";
import { useReissueCard } from "../../api/reissue-card.ts";
import { savePdf } from "../../utils/save-pdf.ts";

/** The member's card (issue 24 §1): the one-page PDF to print or send, or a new card for a lost one. */
export function MemberCardButton({ memberId }: { memberId: number }) {
  const [loading, setLoading] = useState(false);
  const reissue = useReissueCard();
  const download = async () => {
    setLoading(true);
    try {
      const { card } = await getMemberCard(memberId);
      savePdf(card.pdf_base64, card.filename);
    } catch (error) {
      notify({ color: "red", title: FAILED_TO_LOAD_MEMBER_CARD, message: serverFailureText(error) ?? "" });
    } finally {
      setLoading(false);
    }
  };
  const replace = () =>
    openConfirm({
      title: "Issue a new card?",
      message: "The old card stops working at once. Use this for a lost or shared card.",
      confirmLabel: "Issue new card",
      onConfirm: () =>
        reissue.mutate(memberId, {
          onSuccess: ({ card, message }) => {
            notify({ color: "green", title: message, message: card.code });
            savePdf(card.pdf_base64, card.filename);
          },
          onError: (error) =>
            notify({ color: "red", title: FAILED_TO_REISSUE_CARD, message: serverFailureText(error) ?? "" }),
        }),
    });
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button
          size="lg"
          variant="default"
          leftSection={<IconId size={20} aria-hidden />}
          loading={loading || reissue.isPending}
        >
          Member card
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download()}>Download card (PDF)</Menu.Item>
        <Menu.Item onClick={replace}>Issue a new card…</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
