import { json } from '@codemirror/lang-json';
import { CodeEditor } from './CodeEditor';

/**
 * A JSON editor with syntax highlighting (its own lazy chunk: only the view editor loads it).
 */
export default function JsonCodeEditor({
  initial,
  label,
  onChange,
}: {
  initial: string;
  label: string;
  onChange: (text: string) => void;
}) {
  return (
    <CodeEditor initial={initial} label={label} language={json()} testId="json-editor" onChange={onChange} />
  );
}
