import {
  CONSENT_CHECKBOX_DESK,
  type MemberProfile,
  type MemberRegisterResponse,
  type MemberUpdateResponse,
  UPDATE_MEMBER_FAILED,
} from "@gym/contracts";
import {
  Button,
  Divider,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconDeviceFloppy, IconUserPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { MoneyInput } from "../../../../components/form/MoneyInput.tsx";
import { PhoneInput } from "../../../../components/form/PhoneInput.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { PrivacyNoticeConsent } from "../../../../components/ui/PrivacyNoticeConsent.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate, gymToday } from "../../../../lib/calendar-date.ts";
import { usePlanOptions } from "../../../../lib/plans-list.ts";
import { usePrivacyNotice } from "../../api/get-privacy-notice.ts";
import { registrationErrorText, registrationFieldErrors, useRegisterMember } from "../../api/register-member.ts";
import { useUpdateMember } from "../../api/update-member.ts";
import {
  birthCalendarStart,
  defaultRenewalDate,
  emptyMemberForm,
  FIELD_LABELS,
  GENDER_OPTIONS,
  type MemberFormPayload,
  type MemberFormValues,
  memberFormFromProfile,
  memberFormSchema,
  toMemberPayload,
  toRegisterInput,
} from "../../utils/member-form.ts";
import { PhotoField } from "./PhotoField.tsx";

// Mantine's dimmed grey is 3.3:1 on white; labels and hints use gray.7 (8:1) to meet WCAG AA.
const SectionLabel = ({ children }: { children: string }) => (
  <Text size="sm" fw={600} c="gray.7">
    {children}
  </Text>
);

/** The form edits a stored member (the profile, decision 0260) instead of registering a new one. */
export interface EditMemberMode {
  member: MemberProfile;
  onSaved: (answer: MemberUpdateResponse) => void;
  onCancel: () => void;
}

interface AddMemberFormProps {
  onRegistered?: (answer: MemberRegisterResponse) => void;
  /** Edit mode: the same fields and validation, starting from the member; a blank password keeps theirs. */
  edit?: EditMemberMode;
}

/** Part 1 §3, §5, §8: every registration field, validated as the server does; nothing typed is lost on failure. */
export function AddMemberForm({ onRegistered, edit }: AddMemberFormProps) {
  const today = useMemo(() => gymToday(), []);
  const register = useRegisterMember();
  const update = useUpdateMember();
  const saving = edit ? update : register;
  const notice = usePrivacyNotice().data?.notice;
  const [schema] = useState(() => memberFormSchema(edit ? "edit" : "add", today));
  const form = useContractForm<MemberFormValues, MemberFormPayload>({
    schema,
    initialValues: edit ? memberFormFromProfile(edit.member) : emptyMemberForm(today),
    toPayload: toMemberPayload,
    labels: FIELD_LABELS,
    onValuesChange: () => {
      if (saving.isError) saving.reset();
    },
  });
  const plans = usePlanOptions();
  const chosen = plans.data?.find((o) => o.value === form.values.plan_id)?.plan ?? null;
  // The member's own plan stays a choice on their profile even once archived (decision 0290).
  const planChoices = [
    ...(plans.data ?? []),
    ...(edit?.member.plan_id != null && !plans.data?.some((o) => o.value === String(edit.member.plan_id))
      ? [{ value: String(edit.member.plan_id), label: `${edit.member.plan_name ?? "Current plan"} (archived)` }]
      : []),
  ].map(({ value, label }) => ({ value, label }));
  const termText = chosen ? chosen.duration_label : "30 days";
  const renewalHint = defaultRenewalDate(form.values.joining_date, chosen?.duration_days);

  // The server's `errors` map ({ field: text }) under the fields, each named by its label.
  const showServerErrors = (error: unknown) => form.setErrors(registrationFieldErrors(error));
  const submit = form.submitWith((_, values) => {
    if (edit) {
      update.mutate(
        { id: edit.member.id, fields: toRegisterInput(values) },
        { onSuccess: edit.onSaved, onError: showServerErrors },
      );
      return;
    }
    register.mutate(toRegisterInput(values), {
      onSuccess: (answer) => {
        form.reset();
        onRegistered?.(answer);
      },
      onError: showServerErrors,
    });
  });

  const dateProps = (field: "date_of_birth" | "joining_date" | "renewal_date") => {
    const { value, onChange, onBlur, error } = form.getInputProps(field);
    return { value: value as string, onChange: onChange as (text: string) => void, onBlur, error };
  };

  return (
    <form onSubmit={submit} noValidate aria-label={edit ? "Edit member" : "Add New Member"}>
      <Stack gap="md">
        <Divider label={<SectionLabel>Personal details</SectionLabel>} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" withAsterisk autoComplete="off" {...form.getInputProps("first_name")} />
          <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps("last_name")} />
          <DateTextInput
            label="Date of birth"
            withAsterisk
            calendarStart={birthCalendarStart(today)}
            calendarLevel="decade"
            hint="For example 25-11-1994"
            {...dateProps("date_of_birth")}
          />
          <Select
            label="Gender"
            withAsterisk
            placeholder="Choose"
            data={GENDER_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("gender")}
          />
          <PhoneInput label="Phone" withAsterisk autoComplete="off" {...form.getInputProps("phone")} />
          <TextInput label="Email" withAsterisk type="email" autoComplete="off" {...form.getInputProps("email")} />
          <PhoneInput label="Emergency contact" autoComplete="off" {...form.getInputProps("emergency_contact")} />
          <Textarea label="Address" autosize minRows={1} maxRows={4} {...form.getInputProps("address")} />
        </SimpleGrid>

        <Divider label={<SectionLabel>Sign-in for the member app</SectionLabel>} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Username" withAsterisk autoComplete="off" {...form.getInputProps("username")} />
          <PasswordInput
            label="Password"
            withAsterisk={!edit}
            autoComplete="new-password"
            {...(edit
              ? {
                  description: (
                    <Text span size="xs" c="gray.7">
                      Leave blank to keep the current password
                    </Text>
                  ),
                }
              : {})}
            {...form.getInputProps("password")}
          />
        </SimpleGrid>

        <Divider label={<SectionLabel>Membership</SectionLabel>} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTextInput
            label="Joining date"
            withAsterisk
            hint="For example 25-11-1994"
            {...dateProps("joining_date")}
          />
          <DateTextInput
            label="Renewal date"
            hint={
              edit
                ? "Empty keeps the current renewal date (joining date + 30 days if the joining date changes)"
                : renewalHint
                  ? `Leave empty for ${formatDate(renewalHint)} (joining date + ${termText})`
                  : `Empty: joining date + ${termText}`
            }
            {...dateProps("renewal_date")}
          />
        </SimpleGrid>
        <Select
          label="Plan"
          placeholder={plans.isError ? "Plans could not be loaded" : "No plan (the fee below, or the gym default)"}
          data={planChoices}
          clearable
          disabled={plans.isPending && !edit}
          description={
            <Text span size="xs" c="gray.7">
              {chosen
                ? `Billed ${formatRupees(chosen.amount)} every ${chosen.duration_label}${
                    chosen.admission_amount
                      ? `; the first bill adds the admission fee ${formatRupees(chosen.admission_amount)}`
                      : ""
                  }`
                : "Optional; plans are set up under Members, Plans"}
            </Text>
          }
          {...form.getInputProps("plan_id")}
        />
        {form.values.plan_id === null && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Plan name"
              placeholder="Gym default"
              maxLength={100}
              description={
                <Text span size="xs" c="gray.7">
                  Optional; without a name the fee decides the tier
                </Text>
              }
              {...form.getInputProps("plan_name")}
            />
            <MoneyInput
              label="Monthly fee"
              placeholder="Gym default"
              description={
                <Text span size="xs" c="gray.7">
                  Optional; empty uses the gym's default plan
                </Text>
              }
              {...form.getInputProps("plan_amount")}
            />
          </SimpleGrid>
        )}
        <TextInput
          label="Company GSTIN"
          placeholder="29ABCDE1234F1ZW"
          maxLength={24}
          autoComplete="off"
          description={
            <Text span size="xs" c="gray.7">
              Optional; for a company paying for this membership, printed on its tax invoices
            </Text>
          }
          {...form.getInputProps("gstin")}
        />
        <PhotoField
          value={form.values.profile_photo}
          onChange={(file) => form.setFieldValue("profile_photo", file)}
          error={form.errors.profile_photo as string | undefined}
          currentUrl={edit?.member.profile_photo_url ?? null}
        />

        {!edit && (
          <PrivacyNoticeConsent
            label={CONSENT_CHECKBOX_DESK}
            notice={notice}
            description="Optional: without it the member is added and the profile shows that no consent is recorded."
            checked={form.values.privacy_consent !== ""}
            onChange={(checked) =>
              form.setFieldValue("privacy_consent", checked && notice ? String(notice.version) : "")
            }
            disabled={register.isPending}
          />
        )}

        {register.isError && <RetryAlert text={registrationErrorText(register.error)} data-testid="register-error" />}
        {update.isError && <RetryAlert title={UPDATE_MEMBER_FAILED} error={update.error} data-testid="update-error" />}
        <Group justify="flex-end">
          {edit ? (
            <>
              <Button variant="default" onClick={edit.onCancel} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
                Save changes
              </Button>
            </>
          ) : (
            <Button type="submit" loading={register.isPending} leftSection={<IconUserPlus size={18} aria-hidden />}>
              Add Member
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
