import { registerCustomPanel } from '../form-context/custom-panels';
import { AutoNumberPreview } from './AutoNumberPreview';
import { TriggerScriptPanel } from './TriggerScriptPanel';

/** The Data group's form panels, named by the forms migrations 0006 and 0009 ship. */
registerCustomPanel('AutoNumberPreview', AutoNumberPreview);
registerCustomPanel('TriggerScript', TriggerScriptPanel);
