import i18next from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { Spinner } from './Spinner';
import { createStore } from './store';

export type PromptButton<T> = { label: string; value: T; primary?: boolean };

type Prompt = {
  id: number;
  title: string;
  message?: string;
  buttons: PromptButton<unknown>[];
  /** Present for text prompts: the starting text and the field's label. */
  input?: { label: string; value: string; secret?: boolean };
  cancelValue: unknown;
  resolve: (value: unknown) => void;
};

const prompts = createStore<Prompt[]>([]);
const waits = createStore<string[]>([]);
let nextId = 1;

function open<T>(prompt: Omit<Prompt, 'id' | 'resolve'>): Promise<T> {
  return new Promise<T>((resolve) => {
    const id = nextId++;
    prompts.set((list) => [
      ...list,
      {
        ...prompt,
        id,
        resolve: (value) => {
          prompts.set((current) => current.filter((item) => item.id !== id));
          resolve(value as T);
        },
      },
    ]);
  });
}

/** Asks a question with buttons; Escape answers `cancelValue`. */
export function choose<T>(options: {
  title: string;
  message?: string;
  buttons: PromptButton<T>[];
  cancelValue: T;
}): Promise<T> {
  return open<T>({ ...options, buttons: options.buttons as PromptButton<unknown>[] });
}

/** A message with one OK button. */
export function alertMessage(title: string, message?: string, okLabel = i18next.t('ui.ok')): Promise<void> {
  return open<void>({
    title,
    ...(message ? { message } : {}),
    buttons: [{ label: okLabel, value: undefined, primary: true }],
    cancelValue: undefined,
  });
}

/** Asks for a line of text (a password when `secret`); null when cancelled. */
export function promptText(options: {
  title: string;
  message?: string;
  label: string;
  value?: string;
  secret?: boolean;
  okLabel: string;
  cancelLabel: string;
}): Promise<string | null> {
  return open<string | null>({
    title: options.title,
    ...(options.message ? { message: options.message } : {}),
    input: { label: options.label, value: options.value ?? '', secret: options.secret ?? false },
    buttons: [
      { label: options.cancelLabel, value: null },
      { label: options.okLabel, value: '', primary: true },
    ],
    cancelValue: null,
  });
}

/** Shows the wait dialog while `work` runs (nested waits show the latest message). */
export async function withWait<T>(message: string, work: () => Promise<T>): Promise<T> {
  waits.set((list) => [...list, message]);
  try {
    return await work();
  } finally {
    waits.set((list) => {
      const index = list.lastIndexOf(message);
      return index < 0 ? list : [...list.slice(0, index), ...list.slice(index + 1)];
    });
  }
}

function PromptDialog({ prompt }: { prompt: Prompt }) {
  const [text, setText] = useState(prompt.input?.value ?? '');
  const answer = (value: unknown) => prompt.resolve(prompt.input && value !== null ? text : value);
  return (
    <Dialog title={prompt.title} role="alertdialog" onClose={() => prompt.resolve(prompt.cancelValue)}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          const primary = prompt.buttons.find((button) => button.primary) ?? prompt.buttons[0];
          answer(primary?.value);
        }}
      >
        {prompt.message && <p className="prompt-message">{prompt.message}</p>}
        {prompt.input && (
          <label className="field">
            <span>{prompt.input.label}</span>
            <input
              data-autofocus
              type={prompt.input.secret ? 'password' : 'text'}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
        )}
        <div className="dialog-buttons">
          {prompt.buttons.map((button) => (
            <button
              key={button.label}
              type={button.primary ? 'submit' : 'button'}
              className={button.primary ? 'button primary' : 'button'}
              // a prompt's main answer takes the focus (its text field first, when it asks for one)
              data-autofocus={button.primary && !prompt.input ? true : undefined}
              onClick={button.primary ? undefined : () => answer(button.value)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </form>
    </Dialog>
  );
}

function WaitDialog({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('ui.pleaseWait')} className="wait-dialog">
      <div className="wait-body">
        <Spinner delayMs={0} label={message} />
        <p>{message}</p>
      </div>
    </Dialog>
  );
}

/** Draws the open prompts and the wait dialog; mounted once at the root. */
export function PromptHost() {
  const list = prompts.use();
  const waiting = waits.use();
  const message = waiting[waiting.length - 1];
  return (
    <>
      {list.map((prompt) => (
        <PromptDialog key={prompt.id} prompt={prompt} />
      ))}
      {message !== undefined && <WaitDialog message={message} />}
    </>
  );
}
