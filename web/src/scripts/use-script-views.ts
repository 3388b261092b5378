import i18next from 'i18next';
import { useMemo } from 'react';
import { useViews, type ViewRecord } from '../metadata/views';
import { alertMessage } from '../ui/prompts';

export type ScriptView = ViewRecord<{ source?: string }>;

/** An entity's script views (inu_view of kind script) by name, as forms and lists look them up. */
export function useScriptViews(entity: string): ReadonlyMap<string, ScriptView> {
  const { views } = useViews<{ source?: string }>(entity, 'script');
  return useMemo(() => new Map((views ?? []).map((view) => [view.name, view])), [views]);
}

/** 'The script {name} failed' and why, for a toast. */
export function scriptFailureText(view: { name: string }, error: unknown): string {
  return `${i18next.t('scriptFailed', { name: view.name })}: ${reason(error)}`;
}

/** Tells the user a script failed, naming it, in an alert they close. */
export function reportScriptFailure(view: { name: string }, error: unknown): Promise<void> {
  return alertMessage(i18next.t('scriptFailed', { name: view.name }), reason(error));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
