/** Raised on window when the user's mentions were read here, so the header badge counts again. */
export const mentionsChangedEvent = 'strata:mentions-changed';

export const announceMentionsChanged = () => window.dispatchEvent(new Event(mentionsChangedEvent));
