import { LazyBatchPrintDialog } from '../documents/LazyBatchPrintDialog';
import { LazyExportDialog } from '../export/LazyExportDialog';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { ListViewCommands } from './commands/use-list-view-commands';
import { MassEditDialog } from './editing/MassEditDialog';
import type { ListEditing } from './editing/use-list-editing';
import type { ListData } from './views/use-list-data';

/** The dialogs a list's commands open: Export and Print (for the ids chosen) and Mass Edit. */
export function ListDialogs(props: {
  object: ObjectMeta;
  data: ListData;
  title: string;
  commands: ListViewCommands;
  editing: ListEditing;
}) {
  const { object, title, commands, editing } = props;
  const { query, columns } = props.data;
  const entity = object.logicalName;
  const { exporting, closeExport, printing, closePrint, massEditOpen, closeMassEdit } = commands;
  return (
    <>
      {exporting && (
        <LazyExportDialog
          entity={entity}
          query={query}
          selectedIds={exporting}
          columns={columns.map((column) => column.definition)}
          title={title}
          onClose={closeExport}
        />
      )}
      {printing && (
        <LazyBatchPrintDialog
          entity={entity}
          entityLabel={object.displayNamePlural || object.displayName}
          query={query}
          selectedIds={printing}
          onClose={closePrint}
        />
      )}
      {massEditOpen && (
        <MassEditDialog
          object={object}
          count={editing.selection.size}
          onClose={closeMassEdit}
          onApply={(values) => {
            closeMassEdit();
            void editing.massEdit(values);
          }}
        />
      )}
    </>
  );
}
