const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/**
 * A file size for people: B, kB, MB, GB, TB or PB at 1024 (spec 001 section 9, as file managers
 * show), in the reader's language; one decimal only under 10.
 */
export function formatFileSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < units.length - 1) {
    value /= 1024;
    index++;
  }
  const unit = units[index] ?? 'byte';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
  }).format(value);
}
