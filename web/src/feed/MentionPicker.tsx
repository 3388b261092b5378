import { useTranslation } from 'react-i18next';
import type { UserChoice } from './use-user-search';

/** The list of users under the comment box while an @name is typed; the keys stay in the box. */
export function MentionPicker({
  id,
  users,
  active,
  onPick,
}: {
  id: string;
  users: UserChoice[] | undefined;
  active: number;
  onPick: (user: UserChoice) => void;
}) {
  const { t } = useTranslation('feed');
  return (
    <div className="feed-mention-picker" role="listbox" id={id} aria-label={t('mentionUsers')}>
      {users === undefined && <div className="feed-mention-empty">{t('searching')}</div>}
      {users?.length === 0 && <div className="feed-mention-empty">{t('noUsers')}</div>}
      {users?.map((user, index) => (
        <div
          key={user.id}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className="feed-mention-option"
          // mousedown, not click: the textarea keeps its focus and caret
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(user);
          }}
        >
          @{user.name}
        </div>
      ))}
    </div>
  );
}
