import { useEffect, useRef, useState } from 'react';

/**
 * Text the user is typing for a value that is not text (a number, a duration). The draft keeps
 * half-typed input ("1.", "1:") that would not survive a parse-and-format round trip, and
 * follows the value only when it changes from outside (another field's script, a reload).
 */
export function useDraft(value: unknown, format: (value: unknown) => string) {
  const [draft, setDraft] = useState(() => format(value));
  const lastValue = useRef(value);
  useEffect(() => {
    if (!Object.is(lastValue.current, value)) {
      lastValue.current = value;
      setDraft(format(value));
    }
  }, [value, format]);
  /** Call with the value just sent out, so the echo does not overwrite the draft. */
  const accept = (text: string, sent: unknown) => {
    lastValue.current = sent;
    setDraft(text);
  };
  const reset = () => setDraft(format(value));
  return { draft, accept, reset };
}
