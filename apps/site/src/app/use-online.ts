import { useEffect, useState } from 'react';

/** Whether the browser is online, following its online and offline events (product §4): the exam pauses its clock, practice keeps its answers. */
export function useOnline(onChange?: (online: boolean) => void): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => {
      setOnline(true);
      onChange?.(true);
    };
    const down = () => {
      setOnline(false);
      onChange?.(false);
    };
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [onChange]);
  return online;
}
