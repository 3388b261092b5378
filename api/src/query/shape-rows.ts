/**
 * How one output key is read back from a result row. The SQL only knows internal column
 * aliases (c0, c1, ...); the user's keys are applied here.
 */
export type OutputField =
  | {
      kind: 'value';
      key: string;
      column: string;
      /** the value is a timestamptz (a DateTime that is not DateOnly, or its min or max) */
      instant?: true;
    }
  | { kind: 'binary'; key: string; column: string }
  | {
      kind: 'lookup';
      key: string;
      idColumn: string;
      /** the companion column of a multi-target lookup */
      targetColumn?: string | undefined;
      /** the one target of a single-target lookup */
      target?: string | undefined;
      /** absent when no target can be read: the label is then null */
      labelColumn?: string | undefined;
    };

function read(row: Readonly<Record<string, unknown>>, column: string): unknown {
  return Object.hasOwn(row, column) ? (row[column] ?? null) : null;
}

function outputValue(field: OutputField, row: Readonly<Record<string, unknown>>): unknown {
  switch (field.kind) {
    case 'value':
      return read(row, field.column);
    case 'binary': {
      const data = read(row, field.column);
      return Buffer.isBuffer(data) ? data.toString('base64') : data;
    }
    case 'lookup': {
      const id = read(row, field.idColumn);
      if (id === null) return null;
      return {
        id,
        name: field.targetColumn ? read(row, field.targetColumn) : (field.target ?? null),
        label: field.labelColumn ? read(row, field.labelColumn) : null,
      };
    }
  }
}

/**
 * Builds the output rows. Plain assignment into a fresh object is the fast way (one object per
 * row, nothing else allocated: this runs for every cell of every answer), but assigning to
 * `__proto__` would set the object's prototype. A query whose keys include it gets
 * Object.fromEntries instead, which defines own properties, so the key stays an ordinary key.
 */
export function shapeRows(fields: readonly OutputField[]) {
  if (fields.some((field) => field.key === '__proto__')) {
    return (rows: readonly Readonly<Record<string, unknown>>[]): Record<string, unknown>[] =>
      rows.map((row) => Object.fromEntries(fields.map((field) => [field.key, outputValue(field, row)])));
  }
  return (rows: readonly Readonly<Record<string, unknown>>[]): Record<string, unknown>[] => {
    const shaped = new Array<Record<string, unknown>>(rows.length);
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index] as Readonly<Record<string, unknown>>;
      const output: Record<string, unknown> = {};
      for (const field of fields) output[field.key] = outputValue(field, row);
      shaped[index] = output;
    }
    return shaped;
  };
}
