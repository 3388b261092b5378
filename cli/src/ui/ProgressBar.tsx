import { Box, Text } from 'ink';

/** `[#######-------]  7/14  label`: the bar scales to 30 characters. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label?: string }) {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return (
    <Box gap={1}>
      <Text>
        [<Text color="green">{'#'.repeat(filled)}</Text>
        {'-'.repeat(width - filled)}]
      </Text>
      <Text>
        {done}/{total}
      </Text>
      {label ? <Text dimColor>{label}</Text> : null}
    </Box>
  );
}
