/**
 * Seconds as h:mm:ss; hours are not wrapped into days, a long job reads 27:00:00. Shared by
 * the browser's display and exports and the server's CSV export (api/src/export/).
 */
export function formatDuration(value: number): string {
  if (!Number.isFinite(value)) return '';
  const negative = value < 0;
  const total = Math.round(Math.abs(value));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const text = `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
