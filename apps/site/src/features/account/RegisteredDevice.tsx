import { useMyDevice } from '@review-center/api-client/react';
import { DescriptionList, Spinner } from '@review-center/design-system';
import { ERROR_MESSAGES } from '@review-center/domain';
import { formatDate } from '../../app/format-date.ts';

/**
 * The account's registered device (decision 0068): the one browser this account signs in from,
 * as the reviewee recognises it. Moving it is done from the sign-in on the new device.
 */
export function RegisteredDevice() {
  const mine = useMyDevice();
  return (
    <section aria-labelledby="registered-device-heading" className="registered-device">
      <h2 id="registered-device-heading">Registered device</h2>
      {mine.isError ? (
        <p>{ERROR_MESSAGES.generic}</p>
      ) : !mine.data ? (
        <Spinner label="Loading your device" />
      ) : mine.data.device ? (
        <>
          <p>
            One account is limited to one registered device. To use another, sign in there and choose to move your
            account.
          </p>
          <DescriptionList
            columns={2}
            items={[
              { label: 'Browser', value: mine.data.device.browser },
              { label: 'First seen', value: formatDate(mine.data.device.firstSeenAt) },
              { label: 'Last seen', value: formatDate(mine.data.device.lastSeenAt) },
            ]}
          />
        </>
      ) : (
        <p>No device is registered: this account can sign in on any device.</p>
      )}
    </section>
  );
}
