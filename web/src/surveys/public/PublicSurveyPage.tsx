import { type PublicSurvey, surveyKeyPattern } from '@strata/api/contract/survey';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/http';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { SurveyForm } from '../SurveyForm';
import { loadSurvey, submitSurvey } from '../survey-api';
import { checkSurvey, surveyAnswers } from '../survey-validation';
import '../surveys.css';

type State =
  | { kind: 'loading' }
  | { kind: 'form'; survey: PublicSurvey }
  | { kind: 'completed' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'answered' }
  | { kind: 'error'; message: string };

/** A failure of loading or sending, as the status screen it leads to. */
function stateFor(error: unknown): State {
  if (error instanceof ApiError) {
    if (error.code === 'ERR_SURVEY_EXPIRED') return { kind: 'expired' };
    if (error.code === 'ERR_SURVEY_LINK_INVALID' || error.code === 'ERR_SURVEY_NOT_FOUND')
      return { kind: 'invalid' };
    if (error.code === 'ERR_SURVEY_ANSWERED') return { kind: 'answered' };
    return { kind: 'error', message: error.message };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * /ansu/{orgname}/{key}: the public survey form (spec 002 sections 2 and 8), for visitors
 * without an account. It imports nothing of the signed-in shell.
 */
export default function PublicSurveyPage() {
  const { t } = useTranslation('surveys');
  const { orgname = '', key = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!/^[a-z0-9-]{1,63}$/i.test(orgname) || !surveyKeyPattern.test(key)) {
      setState({ kind: 'invalid' });
      return;
    }
    let live = true;
    loadSurvey(orgname, key).then(
      (survey) => live && setState({ kind: 'form', survey }),
      (error: unknown) => live && setState(stateFor(error)),
    );
    return () => {
      live = false;
    };
  }, [orgname, key]);

  async function send(event: FormEvent, survey: PublicSurvey) {
    event.preventDefault();
    const problem = checkSurvey(survey, values);
    if (problem) {
      setMessage(
        problem.kind === 'required'
          ? t('required', { fields: problem.fields.join(', ') })
          : t('invalid', { field: problem.field }),
      );
      return;
    }
    setMessage(null);
    setSending(true);
    try {
      await submitSurvey(orgname, key, surveyAnswers(survey, values));
      setState({ kind: 'completed' });
    } catch (error) {
      // a field the server refused stays on the form with its message; anything else is a status
      if (error instanceof ApiError && error.code === 'ERR_VALIDATION') setMessage(error.message);
      else setState(stateFor(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="survey-page">
      <header className="survey-header">
        <LanguageSelect />
      </header>
      <main className="survey-card">
        {state.kind === 'loading' && <p aria-busy="true">{t('loading')}</p>}
        {state.kind === 'form' && (
          <form onSubmit={(event) => void send(event, state.survey)} noValidate>
            {state.survey.css_style && <style>{state.survey.css_style}</style>}
            <h1>{state.survey.title}</h1>
            {message && (
              <p className="survey-message" role="alert">
                {message}
              </p>
            )}
            <SurveyForm
              survey={state.survey}
              values={values}
              onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
              disabled={sending}
            />
            <button type="submit" className="primary" disabled={sending}>
              {sending ? t('sending') : state.survey.submit_button || t('submit')}
            </button>
          </form>
        )}
        {state.kind !== 'loading' && state.kind !== 'form' && (
          <div className="survey-status" role="status">
            <h1>
              {state.kind === 'completed' && t('completed')}
              {state.kind === 'expired' && t('expired')}
              {state.kind === 'invalid' && t('invalidLink')}
              {state.kind === 'answered' && t('answered')}
              {state.kind === 'error' && t('error')}
            </h1>
            {state.kind === 'error' && <p>{state.message}</p>}
          </div>
        )}
      </main>
    </div>
  );
}
