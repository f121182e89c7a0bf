import { Button, TextArea, TextField } from '@review-center/design-system';
import { failureOf, FormFailureAlert, useErrorSummary, type FormFailure } from '@review-center/forms';
import { useRef, useState, type FormEvent } from 'react';
import { checkPost, type PostErrors, type PostValues } from './check-post.ts';
import { discussionFailure } from './failure.ts';

export interface PostFormProps {
  /** The form's accessible name, e.g. "Start a discussion". */
  label: string;
  /** Whether the post has a title (a thread) or only a message (a reply). */
  withTitle: boolean;
  /** What the fields start with (editing a post). */
  initial?: PostValues;
  submitLabel: string;
  /** Sends the post; a rejection is shown above the fields and nothing typed is lost. */
  onSubmit: (values: PostValues) => Promise<unknown>;
  /** Shown beside Submit when set (editing). */
  onCancel?: () => void;
  /** Empty the fields after a successful send (a new post), or keep them (an edit closes itself). */
  clearOnSuccess?: boolean;
}

/**
 * A thread's title and message, or a reply's message: checked with the domain's schema before
 * sending (the API checks the same), errors under each field and listed above them with a link to
 * each (the forms' error summary), a failed send explained above them with what to do next and
 * everything typed kept (docs/architecture.md#quality-that-every-change-carries).
 */
export function PostForm({
  label,
  withTitle,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  clearOnSuccess = false,
}: PostFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [errors, setErrors] = useState<PostErrors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const summary = useErrorSummary(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const values: PostValues = withTitle ? { title, content } : { content };
    const found = await checkPost(values);
    setErrors(found);
    setFailure(null);
    // The summary lists each field refused and moves focus to the first.
    if (found.title || found.content) return summary.refuse();
    summary.clear();
    setPending(true);
    try {
      await onSubmit(values);
      if (clearOnSuccess) {
        setTitle('');
        setContent('');
      }
    } catch (error) {
      const message = discussionFailure(error);
      setFailure(failureOf(error, message));
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={form} aria-label={label} onSubmit={(event) => void submit(event)} noValidate className="post-form">
      {summary.summary}
      <FormFailureAlert failure={failure} data-testid="post-form-failure" />
      {withTitle ? (
        <TextField label="Title" value={title} onChange={setTitle} errorMessage={errors.title} isRequired />
      ) : null}
      <TextArea
        label={withTitle ? 'Message' : 'Your reply'}
        value={content}
        onChange={setContent}
        errorMessage={errors.content}
        rows={withTitle ? 5 : 3}
        isRequired
      />
      <div className="post-form-actions">
        <Button type="submit" isPending={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
