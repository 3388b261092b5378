import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Command, CommandBar } from './CommandBar';

/** A screen's title (also the document title) and its commands. */
export function TitleBar({
  title,
  commands = [],
  children,
}: {
  title: string;
  commands?: Command[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  return (
    <div className="title-bar">
      <h1>{title}</h1>
      {children}
      {commands.length > 0 && <CommandBar commands={commands} label={t('ui.commands', { title })} />}
    </div>
  );
}
