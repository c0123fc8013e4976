import {
  declineFreezeRequestBody,
  FAILED_TO_DECLINE_FREEZE_REQUEST,
  FREEZE_REQUEST_DECLINED,
  type FreezeRequest,
} from "@gym/contracts";
import { Text, Textarea } from "@mantine/core";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useDeclineFreezeRequest } from "../../api/decline-freeze-request.ts";

/** Decline a member's freeze request (decision 0344): the reason is required; the member reads it on their page. */
export function DeclineFreezeModal({ request, onClose }: { request: FreezeRequest; onClose: () => void }) {
  const decline = useDeclineFreezeRequest();
  const form = useContractForm({
    schema: declineFreezeRequestBody,
    initialValues: { reason: "" },
    toPayload: (v) => ({ reason: v.reason }),
  });
  const submit = form.submitWith((payload) =>
    decline.mutate(
      { id: request.id, reason: payload.reason },
      {
        onSuccess: () => {
          notify({ color: "green", message: FREEZE_REQUEST_DECLINED });
          onClose();
        },
        onError: form.showServerErrors,
      },
    ),
  );
  return (
    <FormModal
      title="Decline freeze request"
      busy={decline.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Decline"
      error={decline.isError ? <RetryAlert title={FAILED_TO_DECLINE_FREEZE_REQUEST} error={decline.error} /> : null}
    >
      <Text size="sm">
        {request.member_name}: {request.from_date} to {request.to_date}
      </Text>
      <Textarea
        label="Reason"
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        data-autofocus
        {...form.getInputProps("reason")}
      />
    </FormModal>
  );
}
