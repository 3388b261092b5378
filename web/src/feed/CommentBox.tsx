import { mentionedUserIds, mentionTokenFor, plainComment } from '@strata/api/contract/comment-text';
import { AlarmClock, Paperclip, Send, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateRecord } from '../data/data-api';
import { showToast } from '../ui/toasts';
import { notifyMentions } from './feed-api';
import { MentionPicker } from './MentionPicker';
import { insertMention, mentionAt } from './mention-query';
import { type ReminderDraft, ReminderFields } from './ReminderFields';
import { commentType, reminderTypes } from './reminder-types';
import { uploadAttachment } from './upload-attachment';
import { type UserChoice, useUserSearch } from './use-user-search';

const subjectLength = 100;

/**
 * The comment box (spec 001 section 4): Enter sends, Shift+Enter adds a line, empty text is
 * refused. A comment is an activity of type Note about the record, owned by its writer; with a
 * reminder it takes the reminder's type and start. `@` opens a user picker; the users named
 * are notified after the comment is saved.
 */
export function CommentBox({
  entity,
  recordId,
  onPosted,
}: {
  entity: string;
  recordId: string;
  onPosted: () => void;
}) {
  const { t } = useTranslation('feed');
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [reminder, setReminder] = useState<ReminderDraft | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const users = useUserSearch(mention ? mention.query : null);

  const track = (value: string, caret: number) => {
    setText(value);
    setMessage(null);
    const found = mentionAt(value, caret);
    setMention(found);
    if (found?.query !== mention?.query) setActive(0);
  };

  const pick = (user: UserChoice) => {
    const area = box.current;
    if (!mention || !area) return;
    const next = insertMention(text, mention.start, area.selectionStart, mentionTokenFor(user));
    setText(next.text);
    setMention(null);
    requestAnimationFrame(() => area.setSelectionRange(next.caret, next.caret));
  };

  const send = async () => {
    const body = text.trim();
    if (body === '') {
      setMessage(t('emptyComment'));
      return;
    }
    if (reminder && !reminder.when) {
      setMessage(t('reminderNeedsTime'));
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      const uploaded = file ? await uploadAttachment(file) : null;
      const activityId = await updateRecord(
        'activity',
        {
          name: plainComment(body).replace(/\s+/g, ' ').trim().slice(0, subjectLength),
          activitytypecode: reminder ? reminderTypes[reminder.type] : commentType,
          body,
          regardingobjectid: { id: recordId, name: entity },
          ...(uploaded ? { document: uploaded.value } : {}),
          ...(reminder ? { scheduledstart: new Date(reminder.when).toISOString(), iscompleted: false } : {}),
        },
        'create',
      );
      setText('');
      setFile(null);
      setReminder(null);
      onPosted();
      if (mentionedUserIds(body).length > 0) {
        // the comment is saved either way; a failed notification is said, not retried
        await notifyMentions(activityId).catch(() => showToast(t('mentionNotSent'), 'error'));
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
      box.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention && users && users.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + users.length) % users.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const user = users[Math.min(active, users.length - 1)];
        if (user) pick(user);
        return;
      }
    }
    if (mention && event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!sending) void send();
    }
  };

  const pickerId = `${id}-mentions`;
  return (
    <div className="feed-compose">
      <div className="feed-compose-box">
        <textarea
          ref={box}
          className="input feed-textarea"
          rows={2}
          value={text}
          placeholder={t('placeholder')}
          aria-label={t('comment')}
          aria-describedby={message ? `${id}-message` : undefined}
          aria-controls={mention ? pickerId : undefined}
          aria-activedescendant={mention && users?.length ? `${pickerId}-${active}` : undefined}
          onChange={(event) => track(event.target.value, event.target.selectionStart)}
          onSelect={(event) => {
            const area = event.currentTarget;
            setMention(mentionAt(area.value, area.selectionStart));
          }}
          onBlur={() => setMention(null)}
          onKeyDown={onKeyDown}
          disabled={sending}
        />
        {mention && <MentionPicker id={pickerId} users={users} active={active} onPick={pick} />}
      </div>
      {reminder && <ReminderFields value={reminder} onChange={setReminder} />}
      <div className="feed-compose-bar">
        <button
          type="button"
          className="command"
          onClick={() => fileInput.current?.click()}
          disabled={sending}
          title={t('attach')}
        >
          <Paperclip size={16} aria-hidden="true" /> {t('attach')}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t('attach')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMessage(null);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="command"
          aria-pressed={reminder !== null}
          onClick={() => setReminder((current) => (current ? null : { when: '', type: 'todo' }))}
          disabled={sending}
        >
          <AlarmClock size={16} aria-hidden="true" /> {t('addReminder')}
        </button>
        {file && (
          <span className="feed-attachment-chip">
            <Paperclip size={14} aria-hidden="true" />
            {file.name}
            <button
              type="button"
              className="icon-button"
              aria-label={t('removeAttachment', { name: file.name })}
              onClick={() => setFile(null)}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </span>
        )}
        <button
          type="button"
          className="button primary feed-send"
          onClick={() => void send()}
          disabled={sending}
        >
          <Send size={16} aria-hidden="true" /> {t('send')}
        </button>
      </div>
      {message && (
        <p className="feed-message" role="alert" id={`${id}-message`}>
          {message}
        </p>
      )}
    </div>
  );
}
