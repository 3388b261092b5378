import { render, Text } from 'ink';
import { useEffect, useState } from 'react';

const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

function Spinner({ label }: { label: string }) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFrame((n) => (n + 1) % frames.length), 80);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text>
      <Text color="cyan">{frames[frame]}</Text> {label}
    </Text>
  );
}

/**
 * Runs work with a spinner on stderr once it has taken a second (quick commands stay quiet).
 * Only on a terminal and never with --json, so piped and JSON output stay clean.
 */
export async function withSpinner<T>(
  label: string,
  work: () => Promise<T>,
  options: { json?: boolean } = {},
): Promise<T> {
  if (options.json || !process.stderr.isTTY) return work();
  let ui: ReturnType<typeof render> | undefined;
  const timer = setTimeout(() => {
    ui = render(<Spinner label={label} />, { stdout: process.stderr as unknown as NodeJS.WriteStream });
  }, 1000);
  try {
    return await work();
  } finally {
    clearTimeout(timer);
    ui?.clear();
    ui?.unmount();
  }
}
