/** The fields of a post the reviewee is typing. */
export interface PostValues {
  title?: string;
  content: string;
}

/** One message per field that fails, by field name. */
export type PostErrors = Partial<Record<keyof PostValues, string>>;

/**
 * Checks a thread or a reply against the domain's schema, the same one the API checks
 * (decision 0038), loaded once the form is used rather than with the page (decision 0033).
 */
export async function checkPost(values: PostValues): Promise<PostErrors> {
  const { discussionFormSchema, opinionFormSchema } = await import('@review-center/domain/forms');
  const result =
    values.title === undefined
      ? opinionFormSchema.safeParse({ content: values.content })
      : discussionFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: PostErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PostValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
