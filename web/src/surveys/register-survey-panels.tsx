import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { registerAssociatedView } from '../forms/panels/associated-views';
import { registerCustomPanel } from '../forms/panels/custom-panels';
import { loadNamespace } from '../i18n/setup-i18n';

/*
 * The survey panels as forms name them in customComponent; each is its own chunk (with the QR
 * code library when it needs it), loaded with the surveys namespace on first use.
 */
const DesignPanel = lazy(() =>
  Promise.all([import('./panels/SurveyDesignPanel'), loadNamespace('surveys')]).then(([module]) => module),
);
const ResponsePanel = lazy(() =>
  Promise.all([import('./panels/SurveyResponsePanel'), loadNamespace('surveys')]).then(([module]) => module),
);

const Summary = lazy(() =>
  Promise.all([import('./summary/SurveySummary'), loadNamespace('surveys')]).then(([module]) => module),
);

function SurveyDesign() {
  return (
    <Suspense fallback={<p aria-busy="true" />}>
      <DesignPanel />
    </Suspense>
  );
}

function SurveyResponse() {
  return (
    <Suspense fallback={<p aria-busy="true" />}>
      <ResponsePanel />
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
