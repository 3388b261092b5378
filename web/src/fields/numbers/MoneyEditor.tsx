import { useOptionalShell } from '../common/use-optional-shell';
import type { FieldEditorProps } from '../field-types';
import { currencyOf } from './currency';
import { NumberEditor } from './NumberEditor';

/**
 * An amount with its currency's symbol beside it. The precision is the property's, else the
 * currency's (a Money property without precision in a 2-decimal currency keeps cents).
 */
export function MoneyEditor(props: FieldEditorProps) {
  const shell = useOptionalShell();
  const currency = currencyOf(props.record, shell?.context.currencyDict);
  const precision = props.property.precision ?? currency?.precision ?? undefined;
  const property = precision === undefined ? props.property : { ...props.property, precision };
  return (
    <NumberEditor
      {...props}
      property={property}
      adornment={currency?.symbol ?? currency?.code ?? undefined}
    />
  );
}
