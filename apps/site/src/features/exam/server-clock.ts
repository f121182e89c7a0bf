import { getCurrentTime } from '@review-center/api-client/contract';
import { examKeys, useApiClient } from '@review-center/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The exam runs on the server's clock (product §3 "Server time response", §9 "time remaining until
 * availableUntil"): a phone set ten minutes fast must not end the exam early. The offset is
 * the server time minus the device time at the middle of the round trip.
 */
export const clockOffsetMs = (serverTime: string, sentAt: number, receivedAt: number): number =>
  Date.parse(serverTime) - Math.round((sentAt + receivedAt) / 2);

/** The device-to-server clock offset, measured once per page (GET /utilities/current-time). */
export function useServerClockOffset() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...examKeys.serverTime(), 'offset'],
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const { current } = await client.call(getCurrentTime, { signal });
      return clockOffsetMs(current, sentAt, Date.now());
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * The server's time now, re-read every second. The device time is the state and the offset is
 * added on read, so a newly measured offset applies from the very render it arrives in.
 */
export function useServerNow(offsetMs: number, intervalMs = 1000): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return deviceNow + offsetMs;
}

const manilaTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant in Philippine time, whatever the device's zone (the exam is held in Manila). */
export const formatManilaTime = (instant: string | number): string => `${manilaTime.format(new Date(instant))} (PHT)`;

/**
 * The start screen's plain warning: the window closes before a full `duration` would end, so
 * the time shown is the time left, not the duration. Undefined when the full duration fits.
 */
export function shortWindowNotice(remainingMs: number, durationMinutes: number): string | undefined {
  if (remainingMs >= durationMinutes * 60_000) return undefined;
  const minutes = Math.max(0, Math.floor(remainingMs / 60_000));
  return `The exam window closes in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, before the full ${durationMinutes} minutes of the exam. The timer shows the time left until the window closes, not the exam's duration.`;
}
