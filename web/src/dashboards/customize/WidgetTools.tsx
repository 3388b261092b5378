import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Braces,
  Minus,
  MoveDiagonal2,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LayoutStep } from './layout-edits';

type Props = {
  title: string;
  onStep: (step: LayoutStep) => void;
  onEditJson: () => void;
  onRemove: () => void;
};

/** A widget's tools in customise mode: move, resize, edit its JSON, remove. Buttons, so keys work. */
export function WidgetTools({ title, onStep, onEditJson, onRemove }: Props) {
  const { t } = useTranslation('dashboards');
  const tool = (name: string, icon: React.ReactNode, action: () => void) => (
    <button
      type="button"
      className="icon-button"
      title={t(name)}
      aria-label={title ? `${t(name)}: ${title}` : t(name)}
      onClick={action}
    >
      {icon}
    </button>
  );
  return (
    <div className="dashboard-widget-tools" role="toolbar" aria-label={t('widgetTools')}>
      {tool('tools.left', <ArrowLeft size={16} />, () => onStep({ kind: 'move', rows: 0, columns: -1 }))}
      {tool('tools.right', <ArrowRight size={16} />, () => onStep({ kind: 'move', rows: 0, columns: 1 }))}
      {tool('tools.up', <ArrowUp size={16} />, () => onStep({ kind: 'move', rows: -1, columns: 0 }))}
      {tool('tools.down', <ArrowDown size={16} />, () => onStep({ kind: 'move', rows: 1, columns: 0 }))}
      {tool('tools.wider', <MoveDiagonal2 size={16} />, () =>
        onStep({ kind: 'resize', rows: 0, columns: 1 }),
      )}
      {tool('tools.narrower', <Minus size={16} />, () => onStep({ kind: 'resize', rows: 0, columns: -1 }))}
      {tool('tools.taller', <ArrowDown size={16} />, () => onStep({ kind: 'resize', rows: 1, columns: 0 }))}
      {tool('tools.shorter', <ArrowUp size={16} />, () => onStep({ kind: 'resize', rows: -1, columns: 0 }))}
      {tool('tools.json', <Braces size={16} />, onEditJson)}
      {tool('tools.remove', <Trash2 size={16} />, onRemove)}
    </div>
  );
}
