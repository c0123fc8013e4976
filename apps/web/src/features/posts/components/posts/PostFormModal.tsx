import { FAILED_TO_CREATE_POST, FAILED_TO_UPDATE_POST, type Post, type PostCategory } from "@gym/contracts";
import { Accordion } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { ApiError } from "../../../../lib/api-error.ts";
import { useCreatePost, useUpdatePost } from "../../api/save-post.ts";
import {
  emptyPostForm,
  type PostFormPayload,
  type PostFormValues,
  postFormSchema,
  postToForm,
  toPostFormData,
  toPostPayload,
} from "../../utils/post-form.ts";
import { POST_FORM_SECTIONS, type PostFormSection, sectionsWithErrors } from "./form-sections.ts";
import {
  AdvertisementFields,
  BasicFields,
  ChallengeFields,
  ContentFields,
  SeoFields,
  StatusFields,
} from "./PostFormFields.tsx";
import { PostImagesField } from "./PostImagesField.tsx";

interface PostFormModalProps {
  /** "new" to create; a post to edit. */
  post: Post | "new";
  categories: PostCategory[];
  onClose: () => void;
}

/** The server's per-field messages of a refused save (`errors`), shown under their fields. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
  return errors && typeof errors === "object" ? errors : {};
}

/**
 * Create (all of part 2 §2's sections) and edit (the same fields; basic and the quick update of status,
 * priority, active, featured and pinned open first). Nothing typed is lost when a save fails.
 */
export function PostFormModal({ post, categories, onClose }: PostFormModalProps) {
  const editing = post === "new" ? null : post;
  const [initial] = useState<PostFormValues>(() => (editing ? postToForm(editing) : emptyPostForm()));
  const create = useCreatePost();
  const update = useUpdatePost();
  const mutation = editing ? update : create;
  const [open, setOpen] = useState<string[]>(editing ? ["basic", "status"] : ["basic", "media", "status"]);
  const form = useContractForm<PostFormValues, PostFormPayload>({
    schema: postFormSchema,
    initialValues: initial,
    toPayload: toPostPayload,
    onValuesChange: () => {
      if (mutation.isError) mutation.reset();
    },
  });

  const showErrors = (errors: Record<string, unknown>) =>
    setOpen((now) => [...new Set([...now, ...sectionsWithErrors(errors)])]);

  const submit = form.submitWith(
    (_, values) => {
      const done = (saved: Post) => {
        notify({ color: "green", message: `"${saved.title}" saved` });
        onClose();
      };
      const failed = (error: unknown) => {
        const fields = serverFieldErrors(error);
        form.setErrors(fields);
        showErrors(fields);
      };
      if (editing)
        update.mutate({ id: editing.id, body: toPostFormData(values, initial) }, { onSuccess: done, onError: failed });
      else create.mutate(toPostFormData(values), { onSuccess: done, onError: failed });
    },
    (errors) => showErrors(errors),
  );

  const section = (key: PostFormSection, body: ReactNode) => (
    <Accordion.Item value={key}>
      <Accordion.Control>
        {key === "status" && editing ? "Quick update: status and visibility" : POST_FORM_SECTIONS[key]}
      </Accordion.Control>
      <Accordion.Panel>{body}</Accordion.Panel>
    </Accordion.Item>
  );

  return (
    <FormModal
      title={editing ? "Edit Post" : "Create Post"}
      formLabel={editing ? "Edit post" : "Create post"}
      size="xl"
      busy={mutation.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? "Update Post" : "Create Post"}
      error={
        mutation.isError && (
          <RetryAlert title={editing ? FAILED_TO_UPDATE_POST : FAILED_TO_CREATE_POST} error={mutation.error} />
        )
      }
    >
      <Accordion multiple value={open} onChange={setOpen} variant="separated">
        {section("basic", <BasicFields form={form} categories={categories} />)}
        {section("status", <StatusFields form={form} />)}
        {section(
          "media",
          <PostImagesField
            form={form}
            {...(editing
              ? {
                  current: {
                    main_image: editing.main_image,
                    banner_image: editing.banner_image,
                    gallery_image_1: editing.gallery_image_1,
                    gallery_image_2: editing.gallery_image_2,
                    gallery_image_3: editing.gallery_image_3,
                  },
                }
              : {})}
          />,
        )}
        {section("content", <ContentFields form={form} />)}
        {section("challenge", <ChallengeFields form={form} />)}
        {section("advertisement", <AdvertisementFields form={form} />)}
        {section("seo", <SeoFields form={form} />)}
      </Accordion>
    </FormModal>
  );
}
