import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import './code-editor.css';

/**
 * The project's code editor (CodeMirror 6): line numbers, folding, history, bracket matching
 * and the highlighting of the language given. The text is owned here once mounted (mount it
 * again with a key for another text); every change is reported.
 */
export function CodeEditor({
  initial,
  label,
  language,
  readOnly = false,
  testId,
  onChange,
}: {
  initial: string;
  label: string;
  language: Extension;
  readOnly?: boolean;
  testId: string;
  onChange: (text: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;
  // the editor is created once: later text comes from typing, not from props
  const first = useRef({ initial, label, language, readOnly });
  useEffect(() => {
    if (!host.current) return;
    const { initial, label, language, readOnly } = first.current;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          foldGutter(),
          history(),
          bracketMatching(),
          language,
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) report.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.destroy();
  }, []);
  return <div ref={host} className="view-editor-json" data-testid={testId} />;
}
