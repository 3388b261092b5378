import { getJson } from '../../api/http';
import type { FormApi } from './form-api';

export type FormScript = (form: FormApi) => unknown;

const loaded = new Map<string, Promise<FormScript>>();

/**
 * Loads a script view's module from the server (a same-origin module, as the page's
 * Content-Security-Policy demands) once per id and version.
 */
export function loadScript(view: { id: string; versionnumber: number }): Promise<FormScript> {
  const key = `${view.id}@${view.versionnumber}`;
  let script = loaded.get(key);
  if (!script) {
    script = (async () => {
      const { token } = await getJson<{ token: string }>('/api/scripttoken');
      const url = `/api/formscript/${encodeURIComponent(view.id)}?v=${view.versionnumber}&token=${encodeURIComponent(token)}`;
      const module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
      if (typeof module.default !== 'function') throw new Error('The script has no default export function.');
      return module.default as FormScript;
    })();
    script.catch(() => loaded.delete(key));
    loaded.set(key, script);
  }
  return script;
}
