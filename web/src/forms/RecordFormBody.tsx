import { useTranslation } from 'react-i18next';
import { ImageGalleryProvider } from '../fields/file';
import { FormContext, type FormContextValue } from '../form-context/form-context';
import type { ViewRecord } from '../metadata/views';
import { CustomizeHost } from './customize/CustomizeHost';
import type { CustomizeMode } from './customize/use-customize-mode';
import type { FormDefinition } from './form-definition';
import { PanelView } from './panels/PanelView';
import { QuickCreateHost } from './quick-create/QuickCreateHost';

/**
 * The form itself: its panels under the form context, inside customise mode's host and the
 * quick-create host (whose dialog renders beside the form, never inside it).
 */
export function RecordFormBody({
  context,
  definition,
  customizeMode,
  view,
  title,
  readOnly,
}: {
  context: FormContextValue;
  definition: FormDefinition;
  customizeMode: CustomizeMode;
  view: ViewRecord<FormDefinition> | undefined;
  title: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormContext.Provider value={context}>
      <CustomizeHost mode={customizeMode} entity={context.entity} view={view}>
        {readOnly && <p className="form-read-only">{t('forms:readOnly')}</p>}
        <QuickCreateHost>
          <form
            className="record-form-body"
            aria-label={title}
            // Enter in a field (or in a dialog over the form) never saves: ctrl+s and Save do
            onSubmit={(event) => event.preventDefault()}
          >
            <ImageGalleryProvider>
              <PanelView panel={definition.panel} path={[]} />
            </ImageGalleryProvider>
          </form>
        </QuickCreateHost>
      </CustomizeHost>
    </FormContext.Provider>
  );
}
