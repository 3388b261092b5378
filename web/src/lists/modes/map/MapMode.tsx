import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../context/shell-context';
import { canDo } from '../../../session/permissions';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { alertMessage } from '../../../ui/prompts';
import type { ListModeProps } from '../list-modes';
import { saveRecordChange } from '../save-change';
import { coordinateFields, type MapPoint, mapRowLimit } from './coordinates';
import { LazyRecordMap as RecordMap } from './LazyRecordMap';
import { useMapPoints } from './use-map-points';
import '../../../styles/list-modes.css';

/**
 * Map mode (spec 001 section 2): the list's records with coordinates as markers whose popup
 * opens the record. Users who may update drag a marker to move the record; the drop saves both
 * coordinates and a refusal puts the marker back with the server's message.
 */
export function MapMode({ entity, object, query, openRecord, reload }: ListModeProps) {
  const { t } = useTranslation('lists');
  const { context } = useShell();
  const fields = useMemo(() => coordinateFields(object)[0], [object]);
  const data = useMapPoints(entity, query, fields);
  const mayUpdate = canDo(context.permDict, entity, 'update');
  const reloadPoints = data.reload;

  const moved = useCallback(
    async (point: MapPoint, latitude: number, longitude: number) => {
      if (!fields) return;
      try {
        await saveRecordChange(entity, point.row, {
          [fields.latitude]: latitude,
          [fields.longitude]: longitude,
        });
        reloadPoints();
        reload();
      } catch (error) {
        void alertMessage(t('modes.saveFailed'), error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    [entity, fields, reloadPoints, reload, t],
  );

  if (!fields) return <p className="empty-state list-mode-message">{t('modes.map.noCoordinates')}</p>;
  if (data.error && !data.loaded) {
    return <ErrorPanel title={t('modes.map.loadFailed')} error={data.error} onRetry={reloadPoints} />;
  }
  return (
    <div className="map-mode">
      <p className="map-mode-status" aria-live="polite">
        {data.isLoading && !data.loaded
          ? t('footer.loading')
          : t('modes.map.shown', { n: data.points.length })}
        {data.points.length >= mapRowLimit && ` ${t('modes.map.limit', { n: mapRowLimit })}`}
      </p>
      <RecordMap
        points={data.points}
        fitKey={data.loaded ? (data.key ?? '') : ''}
        draggable={mayUpdate}
        label={t('modes.map.label', { name: object.displayNamePlural })}
        attribution={t('modes.map.attribution')}
        noName={t('noName')}
        onOpen={openRecord}
        onMoved={moved}
      />
    </div>
  );
}
