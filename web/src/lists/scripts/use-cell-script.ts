import { useEffect, useState } from 'react';
import { loadScript } from '../../scripts/load-script';
import { scriptFailureText, useScriptViews } from '../../scripts/use-script-views';
import { showToast } from '../../ui/toasts';
import { type CellApi, type CellRenderer, createCellRenderer } from './cell-script';

/**
 * The list's `{entity}.renderCell` script as a cell renderer, once its module has loaded;
 * undefined without one (cells draw as usual meanwhile). A script that fails to load or throws
 * is reported in a toast and the cells stay as they are.
 */
export function useCellScript(entity: string): CellRenderer | undefined {
  const view = useScriptViews(entity).get(`${entity}.renderCell`);
  const [renderer, setRenderer] = useState<CellRenderer | undefined>(undefined);
  useEffect(() => {
    setRenderer(undefined);
    if (!view) return;
    let current = true;
    const report = (error: unknown) => showToast(scriptFailureText(view, error), 'error');
    loadScript<CellApi>(view)
      .then((script) => {
        if (current) setRenderer(createCellRenderer(entity, script, report));
      })
      .catch((error: unknown) => {
        if (current) report(error);
      });
    return () => {
      current = false;
    };
  }, [entity, view]);
  return renderer;
}
