import type { FieldDisplayProps } from '../field-types';
import { linkHref } from './link-href';

function linkKind(flags: readonly string[]): 'url' | 'email' | 'phone' {
  if (flags.includes('Email')) return 'email';
  if (flags.includes('Phone')) return 'phone';
  return 'url';
}

/** Url, Email and Phone values as links; web links open in a new tab without an opener. */
export function LinkDisplay({ property, value }: FieldDisplayProps) {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const kind = linkKind(property.flags);
  const href = linkHref(kind, text);
  if (!href) return <span className="field-display">{text}</span>;
  return (
    <a
      className="field-display field-link"
      href={href}
      {...(kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
    </a>
  );
}
