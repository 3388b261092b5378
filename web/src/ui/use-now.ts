import { useEffect, useState } from 'react';

/** The current time, renewed every minute, so "5 min. ago" labels keep up while a page stays open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
