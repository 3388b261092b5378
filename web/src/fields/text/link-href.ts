/**
 * The href of a Url, Email or Phone value. Only http(s), mailto and tel leave our hands: a
 * stored "javascript:" text must never become a clickable script.
 */
export function linkHref(kind: 'url' | 'email' | 'phone', value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (kind === 'email') return `mailto:${text}`;
  if (kind === 'phone') return `tel:${text.replace(/[^\d+*#,;]/g, '')}`;
  if (/^https?:\/\//i.test(text)) return text;
  // "www.example.com" is how people type addresses; a scheme like "ftp:" or "javascript:" is refused
  return /^[a-z][a-z\d+.-]*:/i.test(text) ? null : `https://${text}`;
}
