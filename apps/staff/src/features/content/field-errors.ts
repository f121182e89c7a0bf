/** What the console needs of a domain schema (the staff app does not depend on zod itself). */
interface Schema {
  safeParse: (
    values: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * Every field's first problem by the domain's schema, the one the server checks the same input
 * with (docs/style.md#data): the form shows them all at once and sends nothing while any remain.
 */
export function fieldErrors(schema: Schema, values: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
