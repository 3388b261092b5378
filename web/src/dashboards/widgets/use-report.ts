import { useEffect } from 'react';
import type { WidgetStatus } from './WidgetState';

/**
 * Tells the cell the widget's state whenever it changes (its data-state and the bench read
 * it). Null reports nothing: a wrapper that hands over to an inner widget leaves the report
 * to it (effects run inner first, so the wrapper's report would overwrite the inner one's).
 */
export function useReport(report: (status: WidgetStatus) => void, status: WidgetStatus | null) {
  useEffect(() => {
    if (status) report(status);
  }, [report, status]);
}
