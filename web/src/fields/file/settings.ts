/** The form entry's maxImageSize (spec 000 section 3): the longest side in pixels, if a positive number. */
export function maxImageSizeSetting(settings: Record<string, unknown> | undefined): number | undefined {
  const value = Number(settings?.maxImageSize);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : undefined;
}

/** The form entry's accept list for a File field (e.g. ".pdf,.docx"); anything goes without one. */
export function acceptSetting(settings: Record<string, unknown> | undefined): string | undefined {
  const value = settings?.accept;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
