import { registerCustomPanel } from '../form-context/custom-panels';
import { LazyTemplateEditorPanel } from './editor/LazyTemplateEditorPanel';

/** The documents' form panels, named by forms' customComponent: the report_template designer. */
export const templateEditorPanelName = 'reportTemplateEditor';

registerCustomPanel(templateEditorPanelName, LazyTemplateEditorPanel);
