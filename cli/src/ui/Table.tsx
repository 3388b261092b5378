import { Box, Text } from 'ink';

export type Column<Row> = {
  header: string;
  value: (row: Row) => string;
  color?: (row: Row) => string | undefined;
};

/** A plain text table: a bold header line, then one line per row, columns padded to fit. */
export function Table<Row>({ columns, rows }: { columns: Column<Row>[]; rows: Row[] }) {
  const widths = columns.map((column) =>
    Math.max(column.header.length, ...rows.map((row) => column.value(row).length)),
  );
  return (
    <Box flexDirection="column">
      <Box>
        {columns.map((column, i) => (
          <Box key={column.header} width={(widths[i] ?? 0) + 2}>
            <Text bold>{column.header}</Text>
          </Box>
        ))}
      </Box>
      {rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond position
        <Box key={r}>
          {columns.map((column, i) => (
            <Box key={column.header} width={(widths[i] ?? 0) + 2}>
              <Text color={column.color?.(row)}>{column.value(row)}</Text>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
