import { toFailure } from '@review-center/api-client';
import { callEndpoint, useApiClient } from '@review-center/api-client/react';
import { messageFor, type SupportValues } from '@review-center/domain';
import { useCurrentUser } from '../../app/current-user.ts';
import { notifyError } from '../../app/notify.ts';
import { useFileUpload } from '../../app/upload.ts';

/**
 * Sends the support form: attachments go to POST /uploads first, then POST /supports/tickets
 * with the stored file references and the signed-in user, if any (product §7). A failure shows the
 * generic message of product §8 and rejects, so the form keeps what the visitor typed. An upload
 * that fails or is cancelled rejects with what stopped it, and the files stay chosen for a retry
 * (decision 0037); `progress` is what the form shows while it runs.
 */
export function useSendSupportTicket() {
  const { user } = useCurrentUser();
  const upload = useFileUpload();
  // POST /supports/tickets changes nothing cached: called as such, not through a mutation hook
  // (decision 0044: /support's first load).
  const client = useApiClient();
  const send = async (values: SupportValues): Promise<void> => {
    // The form holds the picked File objects (FileLike in the schema, so it also runs outside a browser).
    const files = (values.attachments ?? []).filter((file): file is File => file instanceof Blob);
    const attachments = files.length > 0 ? await upload.send(files) : [];
    try {
      await callEndpoint(client, 'createSupportTicket', {
        body: {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          mobile: values.mobile?.trim() ? values.mobile.trim() : null,
          category: values.category,
          content: values.content,
          attachments,
          user: user ? { _id: user._id } : null,
        },
      });
    } catch (error) {
      const message = messageFor('generic', toFailure(error));
      notifyError(message);
      throw new Error(message, { cause: error });
    }
  };
  return { send, progress: upload.progress };
}
