import { javascript } from '@codemirror/lang-javascript';
import { CodeEditor } from '../designer/view-editor/CodeEditor';

/** A JavaScript editor for trigger scripts (its own lazy chunk: only the Triggers form loads it). */
export default function ScriptCodeEditor(props: {
  initial: string;
  label: string;
  readOnly: boolean;
  onChange: (text: string) => void;
}) {
  return <CodeEditor {...props} language={javascript()} testId="script-editor" />;
}
