import type { PanelDefinition } from '@strata/api/contract/views';
import { ChevronRight, FolderPlus, LayoutGrid, List, RefreshCw, Upload, UserRound } from 'lucide-react';
import { type DragEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfficeName, isPreviewable } from '../fields/file/cloud-file-kinds';
import { downloadFrom, openDocument } from '../fields/file/open-document';
import { useDriveSettings } from '../fields/file/use-drive-settings';
import { useMicrosoftStatus } from '../microsoft/use-microsoft-status';
import { usePanelApi } from '../panels/panel-api';
import { EmptyState } from '../ui/EmptyState';
import { failureText } from '../ui/failure-text';
import { HiddenFileInput } from '../ui/HiddenFileInput';
import { alertMessage } from '../ui/prompts';
import { panelSpinnerDelayMs, Spinner } from '../ui/Spinner';
import { CloudFileList, type ItemHandlers } from './CloudFileList';
import { chooseDriveProvider } from './choose-drive-provider';
import type { DriveItem } from './drive-provider';
import { FilePreviewDialog } from './FilePreviewDialog';
import type { LocalDriveProvider } from './local-drive-provider';
import { createOneDriveProvider } from './onedrive-provider';
import { cloudFilesSettings, recordFolderPath } from './panel-settings';
import { useCloudFolder } from './use-cloud-folder';
import { useDriveActions } from './use-drive-actions';
import { useDriveUploads } from './use-drive-uploads';
import { useFilesLoadedScript } from './use-files-loaded-script';
import { useThumbnails } from './use-thumbnails';
import './cloud-files.css';

type View = 'list' | 'thumbnails';
const viewKey = 'strata.cloudFiles.view';
const creatorKey = 'strata.cloudFiles.showCreator';

/**
 * The Cloud files panel (spec 002 sections 2 and 4, issue 24): the files of the record's folder
 * (rootFolder + the folderField value) on the organisation's drive, with breadcrumbs, list or
 * tiles, who created them, new folder, upload by button or drop (with progress), preview of
 * images and PDFs, download, rename and delete. A missing folder offers to create it.
 */
export function CloudFilesPanel({ panel }: { panel: PanelDefinition }) {
  const { t } = useTranslation('cloudfiles');
  const api = usePanelApi(panel);
  const driveSettings = useDriveSettings();
  const settings = useMemo(() => cloudFilesSettings(panel), [panel]);
  const folderValue = settings.folderField ? api.values[settings.folderField] : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the folder follows the folder field's value only
  const recordFolder = useMemo(() => recordFolderPath(settings, api.values), [settings, folderValue]);
  // OneDrive when the installation has Microsoft 365 configured and the organisation enables
  // OneDrive files (the user connects it from the profile menu; until then its calls answer
  // "not connected"), else the local drive
  const microsoft = useMicrosoftStatus();
  const onedrive = microsoft?.configured === true && microsoft.files;
  const driveKnown = microsoft !== undefined;
  const chosen = useMemo(
    () =>
      !driveKnown
        ? undefined
        : api.recordId
          ? chooseDriveProvider({
              entity: api.entity,
              recordId: api.recordId,
              microsoft: onedrive ? { createProvider: () => createOneDriveProvider() } : undefined,
            })
          : null,
    [api.entity, api.recordId, onedrive, driveKnown],
  );
  const provider = chosen ?? null;
  const [sub, setSub] = useState<string[]>([]);
  const folderKey = JSON.stringify(recordFolder);
  const [shownFolder, setShownFolder] = useState(folderKey);
  if (shownFolder !== folderKey) {
    // another record folder (the field was saved with a new value): start at its top again
    setShownFolder(folderKey);
    setSub([]);
  }
  const path = useMemo(() => (recordFolder ? [...recordFolder, ...sub] : null), [recordFolder, sub]);

  const filesLoaded = useFilesLoadedScript({
    entity: api.entity,
    recordId: api.recordId,
    values: api.values,
    setValue: api.setValue,
    panel: panel.name,
  });
  const { state, reload } = useCloudFolder(chosen, path, settings.fileFilter, filesLoaded);
  const actions = useDriveActions(provider, recordFolder, path ?? [], reload);
  const { uploads, upload } = useDriveUploads(
    provider,
    path ?? [],
    settings.maxImageSize,
    reload,
    `uploads:${panel.name}`,
  );

  const [view, setView] = useState<View>(() =>
    localStorage.getItem(viewKey) === 'thumbnails' ? 'thumbnails' : 'list',
  );
  const [showCreator, setShowCreator] = useState(() => localStorage.getItem(creatorKey) === '1');
  const [preview, setPreview] = useState<{ item: DriveItem; url: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const items = state.kind === 'ready' ? state.items : [];
  const thumbnails = useThumbnails(provider, path ?? [], items, view === 'thumbnails');
  const readOnly = api.readOnly;

  const linkTo = useCallback(
    async (item: DriveItem) => {
      if (!provider || !path) throw new Error('no drive');
      return provider.downloadUrl(path, item);
    },
    [provider, path],
  );
  const viewerLinkOf = useCallback(
    async (item: DriveItem) => {
      if (!provider || !path) throw new Error('no drive');
      // the local drive signs a link of minutes for viewers; another drive's download URL is short-lived already
      return 'viewerLink' in provider && typeof provider.viewerLink === 'function'
        ? (provider as LocalDriveProvider).viewerLink(item)
        : provider.downloadUrl(path, item);
    },
    [provider, path],
  );
  const handlers = useMemo<ItemHandlers>(
    () => ({
      open: (item) => {
        if (item.isFolder) return setSub((current) => [...current, item.name]);
        linkTo(item)
          .then((url) => {
            if (isPreviewable(item.name)) setPreview({ item, url });
            else if (isOfficeName(item.name))
              return openDocument(
                item.name,
                { download: url, viewer: () => viewerLinkOf(item) },
                driveSettings.onlineViewers,
              );
            else downloadFrom(url, item.name);
          })
          .catch((error: unknown) => alertMessage(t('download'), failureText(error)));
      },
      download: (item) => {
        linkTo(item)
          .then((url) => downloadFrom(url, item.name))
          .catch((error: unknown) => alertMessage(t('download'), failureText(error)));
      },
      rename: (item) => void actions.rename(item),
      remove: (item) => void actions.remove(item),
    }),
    [linkTo, viewerLinkOf, actions, driveSettings.onlineViewers, t],
  );

  if (!api.recordId) return <p className="panel-message">{t('saveFirst')}</p>;

  const chooseView = (next: View) => {
    setView(next);
    localStorage.setItem(viewKey, next);
  };
  const toggleCreator = () => {
    setShowCreator(!showCreator);
    localStorage.setItem(creatorKey, showCreator ? '0' : '1');
  };
  const canDrop = !readOnly && state.kind === 'ready';
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canDrop) void upload([...event.dataTransfer.files]);
  };
  const crumbs = recordFolder ? [recordFolder[recordFolder.length - 1] ?? t('files'), ...sub] : [];

  return (
    <section
      className={`cloud-files${dragging ? ' dragging' : ''}`}
      aria-label={panel.label || t('files')}
      onDragOver={(event) => {
        if (!canDrop || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <div className="cloud-toolbar">
        <nav aria-label={t('breadcrumbs')} className="cloud-breadcrumbs">
          <ol>
            {crumbs.map((name, index) => (
              <li key={crumbs.slice(0, index + 1).join('/')}>
                {index > 0 && <ChevronRight size={14} aria-hidden="true" />}
                {index === crumbs.length - 1 ? (
                  <span aria-current="location">{name}</span>
                ) : (
                  <button type="button" className="cloud-crumb" onClick={() => setSub(sub.slice(0, index))}>
                    {name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <div className="cloud-tools">
          {state.kind === 'ready' && !readOnly && (
            <>
              <button type="button" className="button" onClick={() => void actions.newFolder()}>
                <FolderPlus size={16} aria-hidden="true" /> {t('newFolder')}
              </button>
              <button type="button" className="button" onClick={() => fileInput.current?.click()}>
                <Upload size={16} aria-hidden="true" /> {t('upload')}
              </button>
              <HiddenFileInput
                ref={fileInput}
                accept=""
                label={t('upload')}
                onFiles={(files) => void upload(files)}
              />
            </>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t('listView')}
            aria-pressed={view === 'list'}
            onClick={() => chooseView('list')}
          >
            <List size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('thumbnailView')}
            aria-pressed={view === 'thumbnails'}
            onClick={() => chooseView('thumbnails')}
          >
            <LayoutGrid size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('showCreator')}
            aria-pressed={showCreator}
            onClick={toggleCreator}
          >
            <UserRound size={16} aria-hidden="true" />
          </button>
          <button type="button" className="icon-button" aria-label={t('refresh')} onClick={reload}>
            <RefreshCw size={16} aria-hidden="true" />
          </button>
        </div>
      </div>

      {uploads.length > 0 && (
        <ul className="cloud-uploads" aria-label={t('uploads')}>
          {uploads.map((u) => (
            <li key={u.id}>
              <span>{t('uploading', { name: u.name })}</span>
              <progress max={u.total || 1} value={u.sent} aria-label={t('uploading', { name: u.name })} />
            </li>
          ))}
        </ul>
      )}

      {state.kind === 'loading' && <Spinner delayMs={panelSpinnerDelayMs} />}
      {state.kind === 'failed' && (
        <p className="panel-message" role="alert">
          {t('listFailed')}: {failureText(state.error)}
        </p>
      )}
      {state.kind === 'missing' && (
        <EmptyState
          icon={FolderPlus}
          compact
          message={settings.emptyMessage ?? t('noFolder')}
          actions={
            recordFolder && !readOnly && sub.length === 0
              ? [
                  {
                    label: t('createFolder'),
                    primary: true,
                    onSelect: () => void actions.createRecordFolder(),
                  },
                ]
              : []
          }
        />
      )}
      {state.kind === 'ready' && items.length === 0 && (
        <p className="panel-message cloud-empty">{readOnly ? t('emptyFolder') : t('emptyFolderDrop')}</p>
      )}
      {state.kind === 'ready' && items.length > 0 && (
        <CloudFileList
          items={items}
          view={view}
          showCreator={showCreator}
          readOnly={readOnly}
          handlers={handlers}
          thumbnails={thumbnails}
        />
      )}
      {state.kind === 'ready' && state.more && (
        <p className="panel-message cloud-more" role="status">
          {t('moreItems', { count: items.length })}
        </p>
      )}
      {dragging && <div className="cloud-drop-hint">{t('dropHere')}</div>}
      {preview && (
        <FilePreviewDialog item={preview.item} url={preview.url} onClose={() => setPreview(null)} />
      )}
    </section>
  );
}
