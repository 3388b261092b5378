import 'flag-icons/css/flag-icons.min.css';

/** A country's flag from the bundled flag-icons package (no CDN at run time). */
export function Flag({ iso, title }: { iso: string | undefined; title?: string }) {
  const code = (iso || 'sk').toLowerCase();
  if (!/^[a-z]{2}$/.test(code)) return null;
  return (
    <span
      className={`fi fi-${code} journey-flag`}
      role="img"
      aria-label={title ?? code}
      title={title ?? code}
    />
  );
}
