import { RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiRequest } from '../api/http';
import { ErrorPanel } from '../ui/ErrorPanel';
import { choose } from '../ui/prompts';
import { Spinner } from '../ui/Spinner';
import { TitleBar } from '../ui/TitleBar';
import { showToast } from '../ui/toasts';

type SessionRow = {
  name: string;
  orgname: string;
  username: string | null;
  created: string;
  modified: string;
  /** how many times the session was touched (at most once a minute), not a time */
  read: number;
  ip: string | null;
  agent: string | null;
};

/** /{appid}/cache: the 'Sessions' debug list (spec 000 section 2), each one can be ended. */
export default function CacheScreen() {
  const { t, i18n } = useTranslation();
  const { data, error, mutate, isLoading } = useSWR<SessionRow[]>('/api/cache_debug');
  const format = (value: string) => new Date(value).toLocaleString(i18n.language);

  const end = async (row: SessionRow) => {
    const sure = await choose({
      title: t('cache.endTitle'),
      message: t('cache.endQuestion', { user: row.username ?? row.name }),
      buttons: [
        { label: t('ui.cancel'), value: false },
        { label: t('cache.end'), value: true, primary: true },
      ],
      cancelValue: false,
    });
    if (!sure) return;
    try {
      await apiRequest(`/api/cache_debug_delete?name=${encodeURIComponent(row.name)}`, { method: 'POST' });
      showToast(t('cache.ended'));
      await mutate();
    } catch (failure) {
      showToast((failure as Error).message, 'error');
    }
  };

  return (
    <section className="screen">
      <TitleBar
        title={t('cache.title')}
        commands={[
          {
            name: 'refresh',
            label: t('profile.reload'),
            icon: <RefreshCw size={18} aria-hidden="true" />,
            onSelect: () => void mutate(),
          },
        ]}
      />
      {error && <ErrorPanel title={t('somethingWentWrong')} error={error} onRetry={() => void mutate()} />}
      {isLoading && <Spinner />}
      {data && data.length === 0 && <p className="empty-state">{t('cache.empty')}</p>}
      {data && data.length > 0 && (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('cache.user')}</th>
                <th scope="col">{t('cache.created')}</th>
                <th scope="col">{t('cache.lastUsed')}</th>
                <th scope="col">{t('cache.address')}</th>
                <th scope="col">{t('cache.agent')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('cache.end')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.name}>
                  <td>{row.username}</td>
                  <td>{format(row.created)}</td>
                  <td>{format(row.modified)}</td>
                  <td>{row.ip}</td>
                  <td className="truncate" title={row.agent ?? ''}>
                    {row.agent}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('cache.end')}
                      onClick={() => void end(row)}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
