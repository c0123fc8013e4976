import {
  POST_PRIORITIES,
  POST_PRIORITY_LABELS,
  POST_STATUS_LABELS,
  POST_STATUSES,
  type PostCategory,
} from "@gym/contracts";
import { ColorInput, Select, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { PostFormValues, PostTextField } from "../../utils/post-form.ts";

type Form = UseFormReturnType<PostFormValues>;
const text = (form: Form, field: PostTextField) => form.getInputProps(field);
const dateTime = (form: Form, field: PostTextField) => ({ type: "datetime-local", ...form.getInputProps(field) });

export function BasicFields({ form, categories }: { form: Form; categories: PostCategory[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Title" withAsterisk {...text(form, "title")} />
      <TextInput label="Subtitle" {...text(form, "subtitle")} />
      <Select
        label="Category"
        placeholder="No category"
        clearable
        data={categories.map((c) => ({ value: String(c.id), label: `${c.name} (${c.post_type_label})` }))}
        {...text(form, "category")}
        onChange={(v) => form.setFieldValue("category", v ?? "")}
      />
      <TextInput label="Tags" description="Comma-separated, e.g. yoga, beginner" {...text(form, "tags")} />
      <Textarea label="Short description" autosize minRows={2} {...text(form, "short_description")} />
      <Textarea label="Description" autosize minRows={2} {...text(form, "description")} />
    </SimpleGrid>
  );
}

export function ContentFields({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Textarea label="Content" autosize minRows={3} style={{ gridColumn: "1 / -1" }} {...text(form, "content")} />
      <TextInput label="Video URL" type="url" placeholder="https://" {...text(form, "video_url")} />
      <TextInput label="Call to action text" placeholder="Register now" {...text(form, "call_to_action_text")} />
      <TextInput label="Call to action URL" type="url" placeholder="https://" {...text(form, "call_to_action_url")} />
    </SimpleGrid>
  );
}

export function ChallengeFields({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Start date" {...dateTime(form, "start_date")} />
      <TextInput label="End date" {...dateTime(form, "end_date")} />
      <TextInput label="Registration deadline" {...dateTime(form, "registration_deadline")} />
      <TextInput label="Max participants" inputMode="numeric" {...text(form, "max_participants")} />
      <TextInput label="Entry fee (₹)" inputMode="decimal" {...text(form, "entry_fee")} />
      <Textarea label="Prize details" autosize minRows={2} {...text(form, "prize_details")} />
    </SimpleGrid>
  );
}

export function AdvertisementFields({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Advertiser name" {...text(form, "advertiser_name")} />
      <TextInput label="Advertiser contact" {...text(form, "advertiser_contact")} />
      <TextInput label="Discount (%)" inputMode="decimal" {...text(form, "discount_percentage")} />
      <TextInput label="Promo code" {...text(form, "promo_code")} />
    </SimpleGrid>
  );
}

/** Status and visibility: also the edit modal's quick update (status, priority, active, featured, pinned). */
export function StatusFields({ form, withSchedule = true }: { form: Form; withSchedule?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Status"
        allowDeselect={false}
        data={POST_STATUSES.map((s) => ({ value: s, label: POST_STATUS_LABELS[s] }))}
        {...form.getInputProps("status")}
      />
      <Select
        label="Priority"
        allowDeselect={false}
        data={POST_PRIORITIES.map((p) => ({ value: p, label: POST_PRIORITY_LABELS[p] }))}
        {...form.getInputProps("priority")}
      />
      <Switch label="Active" {...form.getInputProps("is_active", { type: "checkbox" })} />
      <Switch label="Featured" {...form.getInputProps("is_featured", { type: "checkbox" })} />
      <Switch label="Pinned" {...form.getInputProps("is_pinned", { type: "checkbox" })} />
      {withSchedule && (
        <>
          <TextInput
            label="Publish at"
            description="Empty: as soon as it is published"
            {...dateTime(form, "publish_at")}
          />
          <TextInput label="Expire at" description="Empty: never" {...dateTime(form, "expire_at")} />
        </>
      )}
    </SimpleGrid>
  );
}

export function SeoFields({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Meta title" {...text(form, "meta_title")} />
      <Textarea label="Meta description" autosize minRows={2} {...text(form, "meta_description")} />
      <ColorInput label="Background colour" format="hex" {...text(form, "background_color")} />
      <ColorInput label="Text colour" format="hex" {...text(form, "text_color")} />
      <TextInput label="Display order" inputMode="numeric" {...text(form, "display_order")} />
    </SimpleGrid>
  );
}
