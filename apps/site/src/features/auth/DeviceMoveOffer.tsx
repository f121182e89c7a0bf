import { serverMessage } from '@review-center/api-client';
import { useRequestDeviceMove } from '@review-center/api-client/react';
import { Button } from '@review-center/design-system';
import { DEVICE_MESSAGES, ERROR_MESSAGES, type LoginValues } from '@review-center/domain';
import styled from 'styled-components';
import { notifyError } from '../../app/notify.ts';

const Offer = styled.section`
  display: grid;
  gap: var(--ds-space-3);
  justify-items: start;
  margin-block-start: var(--ds-space-4);
`;

export interface DeviceMoveOfferProps {
  /** What the refused sign-in sent: the move asks for the same password again (decision 0068). */
  credentials: LoginValues;
}

/**
 * Under a sign-in refused on a device that is not the account's (decision 0068): the way to move
 * the registration here. Pressing it e-mails a link; the page then says where to look.
 */
export function DeviceMoveOffer({ credentials }: DeviceMoveOfferProps) {
  const move = useRequestDeviceMove();
  const ask = async () => {
    try {
      await move.mutateAsync({ body: credentials });
    } catch (error) {
      notifyError(serverMessage(error) ?? ERROR_MESSAGES.generic);
    }
  };
  return (
    <Offer aria-labelledby="device-move-heading">
      <h2 id="device-move-heading">Using a new device?</h2>
      {move.isSuccess ? (
        <p role="status">{DEVICE_MESSAGES.moveSent}</p>
      ) : (
        <>
          <p>
            One account is limited to one registered device. We can e-mail you a link that moves your account to this
            device and signs the other one out; you can move once every 30 days.
          </p>
          <Button onPress={() => void ask()} isPending={move.isPending}>
            {DEVICE_MESSAGES.moveAction}
          </Button>
        </>
      )}
    </Offer>
  );
}
