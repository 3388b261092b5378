import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { retrieveSingleById, updateRecord } from '../../data/data-api';
import { loadNamespace } from '../../i18n/setup-i18n';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { FormMessages } from '../../ui/FormMessages';
import { Spinner } from '../../ui/Spinner';
import { TitleBar } from '../../ui/TitleBar';
import { showToast } from '../../ui/toasts';
import { bodyProblems } from './body-problems';
import { ViewPreview } from './ViewPreview';
import '../../styles/designer.css';

const JsonCodeEditor = lazyChunk(() => import('./JsonCodeEditor'));

type ViewRow = {
  id: string;
  name: string | null;
  label: string | null;
  kind: string | null;
  objectname: string | null;
  body: string | null;
  versionnumber: number;
};

const pretty = (text: string | null) => {
  try {
    return JSON.stringify(JSON.parse(text ?? '{}'), null, 2);
  } catch {
    return text ?? '';
  }
};

/**
 * /{appid}/edit/inu_view/{id}: the view editor (issue 18 item 4). The body as JSON with syntax
 * highlighting, checked as it is typed with the server's own schemas (every problem with its
 * path; an invalid body cannot be saved), a preview of what it defines, and the visual
 * customise mode of lists and forms one click away.
 */
export default function ViewEditorScreen({ id }: { id: string }) {
  const { t } = useTranslation('designer');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespace('designer').then(() => setReady(true));
  }, []);
  const { data, error, mutate } = useSWR(['inu_view', 'editor', id], () =>
    retrieveSingleById<ViewRow>('inu_view', id, {
      attributes: ['id', 'name', 'label', 'kind', 'objectname', 'body', 'versionnumber'],
    }),
  );
  if (error) return <ErrorPanel title={t('view.noPreview')} error={error} onRetry={() => void mutate()} />;
  if (!data || !ready) return <Spinner />;
  return <ViewEditor key={`${data.id}/${data.versionnumber}`} view={data} onSaved={() => void mutate()} />;
}

function ViewEditor({ view, onSaved }: { view: ViewRow; onSaved: () => void }) {
  const { t } = useTranslation('designer');
  const navigate = useNavigate();
  const { appId = '!' } = useParams();
  const [text, setText] = useState(() => pretty(view.body));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const problems = useMemo(() => bodyProblems(view.kind, text), [view.kind, text]);
  // the preview follows the text a little behind typing (it may fetch rows)
  const shownText = useDeferredValue(problems.length === 0 ? text : null);
  const previewBody = useMemo(
    () => (shownText ? (JSON.parse(shownText) as Record<string, unknown>) : null),
    [shownText],
  );
  const changed = text !== pretty(view.body);

  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await updateRecord(
        'inu_view',
        { id: view.id, body: JSON.stringify(JSON.parse(text)), versionnumber: view.versionnumber },
        'update',
      );
      showToast(t('view.saved'));
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  const customizeUrl =
    view.kind === 'view' && view.objectname
      ? `/${appId}/list/${view.objectname}?view=${encodeURIComponent(view.name ?? '')}&customize=1`
      : view.kind === 'form' && view.objectname
        ? `/${appId}/edit/${view.objectname}/0/${encodeURIComponent(view.name ?? '')}?customize=1`
        : undefined;

  return (
    <div className="designer-screen">
      <TitleBar
        title={t('view.title', { name: view.label ?? view.name ?? '' })}
        commands={[
          {
            name: 'save',
            label: t('view.save'),
            showLabel: true,
            disabled: busy || !changed || problems.length > 0,
            onSelect: () => void save(),
          },
          ...(customizeUrl
            ? [
                {
                  name: 'customize',
                  label: t('view.customize'),
                  showLabel: true,
                  onSelect: () => navigate(customizeUrl),
                },
              ]
            : []),
        ]}
      >
        <span className="designer-muted">
          {t('view.kind')}: {view.kind} · {t('view.object')}: {view.objectname ?? '—'}
        </span>
      </TitleBar>
      <div className="view-editor-body">
        <Suspense fallback={<p className="designer-muted">{t('view.loading')}</p>}>
          <JsonCodeEditor
            initial={text}
            label={t('view.title', { name: view.label ?? '' })}
            onChange={setText}
          />
        </Suspense>
        <div className="view-editor-side">
          <div role="status" aria-live="polite" data-testid="view-problems">
            {problems.length === 0 ? (
              <p className="designer-good">{t('view.valid')}</p>
            ) : (
              <>
                <p className="designer-bad">{t('view.invalid')}</p>
                <ul className="view-editor-problems designer-bad">
                  {problems.map((problem, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: problems are shown in their order
                    <li key={index}>
                      {problem.notJson
                        ? t('view.notJson', { message: problem.message })
                        : t('view.problem', { path: problem.path || '(body)', message: problem.message })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <FormMessages error={error} />
          <h2>{t('view.preview')}</h2>
          {previewBody && <ViewPreview kind={view.kind} objectName={view.objectname} body={previewBody} />}
        </div>
      </div>
    </div>
  );
}
