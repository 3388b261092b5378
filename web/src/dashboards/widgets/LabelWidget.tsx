import { useTranslation } from 'react-i18next';
import type { DashboardWidgetObject } from '../dashboard-body';
import { localText } from '../local-text';
import { useReport } from './use-report';
import type { WidgetStatus } from './WidgetState';

type LabelObject = Extract<DashboardWidgetObject, { type: 'label' }>;

/** A text on the dashboard (a heading, a note), in the user's language when given per language. */
export function LabelWidget({
  object,
  report,
}: {
  object: LabelObject;
  report: (status: WidgetStatus) => void;
}) {
  const { i18n } = useTranslation();
  useReport(report, 'ready');
  return <p className="dashboard-label">{localText(object.text, i18n.resolvedLanguage ?? i18n.language)}</p>;
}
