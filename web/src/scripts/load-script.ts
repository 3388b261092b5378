import { getJson } from '../api/http';

/** A script view's module: its default export receives the API of where it runs (form or list). */
export type Script<Api> = (api: Api) => unknown;

const loaded = new Map<string, Promise<Script<never>>>();

/**
 * Loads a script view's module from the server (a same-origin module, as the page's
 * Content-Security-Policy demands) once per id and version.
 */
export function loadScript<Api>(view: { id: string; versionnumber: number }): Promise<Script<Api>> {
  const key = `${view.id}@${view.versionnumber}`;
  let script = loaded.get(key);
  if (!script) {
    script = (async () => {
      const { token } = await getJson<{ token: string }>('/api/scripttoken');
      const url = `/api/formscript/${encodeURIComponent(view.id)}?v=${view.versionnumber}&token=${encodeURIComponent(token)}`;
      const module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
      if (typeof module.default !== 'function') throw new Error('The script has no default export function.');
      return module.default as Script<never>;
    })();
    script.catch(() => loaded.delete(key));
    loaded.set(key, script);
  }
  return script as Promise<Script<Api>>;
}
