import type { PanelDefinition } from '@strata/api/contract/views';
import i18next from 'i18next';
import { Suspense } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import { registerAssociatedView } from '../form-context/associated-views';
import { registerCustomPanel } from '../form-context/custom-panels';
import { loadNamespace } from '../i18n/setup-i18n';

/*
 * The survey panels as forms name them in customComponent; each is its own chunk (with the QR
 * code library when it needs it), loaded with the surveys namespace on first use.
 */
const DesignPanel = lazyChunk(() =>
  Promise.all([import('./panels/SurveyDesignPanel'), loadNamespace('surveys')]).then(([module]) => module),
);
const ResponsePanel = lazyChunk(() =>
  Promise.all([import('./panels/SurveyResponsePanel'), loadNamespace('surveys')]).then(([module]) => module),
);

const Summary = lazyChunk(() =>
  Promise.all([import('./summary/SurveySummary'), loadNamespace('surveys')]).then(([module]) => module),
);

function SurveyDesign({ panel }: { panel: PanelDefinition }) {
  return (
    <Suspense fallback={<p aria-busy="true" />}>
      <DesignPanel panel={panel} />
    </Suspense>
  );
}

function SurveyResponse({ panel }: { panel: PanelDefinition }) {
  return (
    <Suspense fallback={<p aria-busy="true" />}>
      <ResponsePanel panel={panel} />
    </Suspense>
  );
}

registerCustomPanel('SurveyDesign', SurveyDesign);
registerCustomPanel('SurveyResponse', SurveyResponse);
// the template form's Responses tab gets a Summary view: a chart per question and CSV export
registerAssociatedView('inu_survey_record', {
  label: () => i18next.t('forms:summaryView'),
  component: Summary,
});
