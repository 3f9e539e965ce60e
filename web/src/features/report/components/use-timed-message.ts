import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that hides on its own `ms` after it was last shown. */
export function useTimedMessage(): [string | null, (text: string, ms: number) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((text: string, ms: number) => {
    window.clearTimeout(timer.current);
    setMessage(text);
    timer.current = window.setTimeout(() => setMessage(null), ms);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, show];
}
