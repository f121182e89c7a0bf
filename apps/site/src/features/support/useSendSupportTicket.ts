import { toFailure } from '@review-center/api-client';
import { useCreateSupportTicket, useUploadFiles } from '@review-center/api-client/react';
import { messageFor, type SupportValues } from '@review-center/domain';
import { useCurrentUser } from '../../app/current-user.ts';
import { notifyError } from '../../app/notify.ts';

/**
 * Sends the support form: attachments go to POST /uploads first, then POST /supports/tickets
 * with the stored file references and the signed-in user, if any (product §7). A failure shows the
 * generic message of product §8 and rejects, so the form keeps what the visitor typed.
 */
export function useSendSupportTicket() {
  const { user } = useCurrentUser();
  const upload = useUploadFiles();
  const createTicket = useCreateSupportTicket();
  return async (values: SupportValues): Promise<void> => {
    try {
      // The form holds the picked File objects (FileLike in the schema, so it also runs outside a browser).
      const files = (values.attachments ?? []).filter((file): file is File => file instanceof Blob);
      const attachments = files.length > 0 ? await upload.mutateAsync({ body: { files } }) : [];
      await createTicket.mutateAsync({
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
}
