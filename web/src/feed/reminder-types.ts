/** Reminder types offered in the comment box and the activity type each one is saved as. */
export const reminderTypes = { call: 'Call', meeting: 'Meeting', todo: 'Task' } as const;
export type ReminderType = keyof typeof reminderTypes;

/** A comment without a reminder is a Note (issue 17: a comment is an activity of type Note). */
export const commentType = 'Note';
