import type { MemberRegisterResponse } from "@gym/contracts";
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
import { useForm } from "@mantine/form";
import { IconUserPlus } from "@tabler/icons-react";
import { useMemo } from "react";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatDate, todayIso } from "../../../../lib/calendar-date.ts";
import { registrationErrorText, registrationFieldErrors, useRegisterMember } from "../../api/register-member.ts";
import {
  birthCalendarStart,
  defaultRenewalDate,
  emptyMemberForm,
  GENDER_OPTIONS,
  type MemberFormValues,
  toRegisterInput,
  validateMemberForm,
} from "../../utils/member-form.ts";
import { PhotoField } from "./PhotoField.tsx";

// Mantine's dimmed grey is 3.3:1 on white; labels and hints use gray.7 (8:1) to meet WCAG AA.
const SectionLabel = ({ children }: { children: string }) => (
  <Text size="sm" fw={600} c="gray.7">
    {children}
  </Text>
);

/** Part 1 §3, §5, §8: every registration field, validated as the server does; nothing typed is lost on failure. */
export function AddMemberForm({ onRegistered }: { onRegistered: (answer: MemberRegisterResponse) => void }) {
  const today = useMemo(() => todayIso(), []);
  const register = useRegisterMember();
  const form = useForm<MemberFormValues>({
    mode: "controlled",
    initialValues: emptyMemberForm(today),
    validate: (values) => validateMemberForm(values, today),
    onValuesChange: () => {
      if (register.isError) register.reset();
    },
  });
  const renewalHint = defaultRenewalDate(form.values.joining_date);

  const submit = form.onSubmit((values) =>
    register.mutate(toRegisterInput(values), {
      onSuccess: (answer) => {
        form.reset();
        onRegistered(answer);
      },
      onError: (error) => form.setErrors(registrationFieldErrors(error)),
    }),
  );

  const dateProps = (field: "date_of_birth" | "joining_date" | "renewal_date") => {
    const { value, onChange, onBlur, error } = form.getInputProps(field);
    return { value: value as string, onChange: onChange as (text: string) => void, onBlur, error };
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add New Member">
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
          <TextInput
            label="Phone"
            withAsterisk
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...form.getInputProps("phone")}
          />
          <TextInput label="Email" withAsterisk type="email" autoComplete="off" {...form.getInputProps("email")} />
          <TextInput
            label="Emergency contact"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            {...form.getInputProps("emergency_contact")}
          />
          <Textarea label="Address" autosize minRows={1} maxRows={4} {...form.getInputProps("address")} />
        </SimpleGrid>

        <Divider label={<SectionLabel>Sign-in for the member app</SectionLabel>} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Username" withAsterisk autoComplete="off" {...form.getInputProps("username")} />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
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
              renewalHint
                ? `Leave empty for ${formatDate(renewalHint)} (joining date + 30 days)`
                : "Empty: joining date + 30 days"
            }
            {...dateProps("renewal_date")}
          />
        </SimpleGrid>
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
          <TextInput
            label="Monthly fee"
            leftSection="₹"
            inputMode="decimal"
            placeholder="Gym default"
            description={
              <Text span size="xs" c="gray.7">
                Optional; empty uses the gym's default plan
              </Text>
            }
            {...form.getInputProps("plan_amount")}
          />
        </SimpleGrid>
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
        />

        {register.isError && <RetryAlert text={registrationErrorText(register.error)} data-testid="register-error" />}
        <Group justify="flex-end">
          <Button type="submit" loading={register.isPending} leftSection={<IconUserPlus size={18} aria-hidden />}>
            Add Member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
