import type { Device } from '@review-center/domain';
import { ActionButton } from '../../app/ActionButton.tsx';
import { RecordTable, type Column } from '../../app/resource/RecordTable.tsx';
import { formatWhen } from '../../app/dates.ts';
import { Loaded } from '../../app/resource/Loaded.tsx';
import { useStaffQuery } from '../../app/staff-queries.ts';

const RELEASED = { moved: 'Moved by the reviewee', reset: 'Reset by staff' } as const;

const DEVICE_COLUMNS: Column<Device>[] = [
  { name: 'Browser', cell: (device) => device.browser, rowHeader: true },
  { name: 'First seen', cell: (device) => formatWhen(device.firstSeenAt) },
  { name: 'Last seen', cell: (device) => formatWhen(device.lastSeenAt) },
  {
    name: 'Status',
    cell: (device) =>
      device.releasedAt && device.releaseReason
        ? `${RELEASED[device.releaseReason]}, ${formatWhen(device.releasedAt)}`
        : 'Registered',
  },
];

/**
 * The reviewee's devices, newest first, and the reset that lets their next sign-in register a new
 * one (decision 0068): beyond the one move per 30 days the reviewee may make themselves.
 */
export function RevieweeDevices({ id, email }: { id: string; email: string }) {
  const devices = useStaffQuery('listRevieweeDevices', { params: { id } });
  const registered = devices.data?.find((device) => device.releasedAt === null);
  return (
    <section aria-labelledby="reviewee-devices">
      <h2 id="reviewee-devices">Devices</h2>
      <Loaded query={devices} what="the devices">
        {(rows) => (
          <RecordTable
            aria-label="Devices"
            columns={DEVICE_COLUMNS}
            rows={rows}
            empty="No device registered yet: the next sign-in registers one."
          />
        )}
      </Loaded>
      {registered ? (
        <p>
          <ActionButton
            call="resetRevieweeDevice"
            input={{ params: { id } }}
            done={() => `Device of ${email} reset`}
            confirm={{
              title: `Reset the registered device of ${email}?`,
              confirmLabel: 'Reset device',
              consequence: `${registered.browser} is signed out, and the next sign-in, on any device, registers that device.`,
            }}
          >
            Reset device
          </ActionButton>
        </p>
      ) : null}
    </section>
  );
}
