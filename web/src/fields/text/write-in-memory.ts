/**
 * Values a user typed into a write-in field, remembered per field in localStorage so the next
 * record offers them (spec 000 section 5). Best effort: private mode or a full quota only
 * means nothing is remembered.
 */
const maxRemembered = 50;

function storageKey(objectName: string, propertyName: string): string {
  return `strata.writein.${objectName}.${propertyName}`;
}

export function recallWriteIns(objectName: string, propertyName: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(objectName, propertyName)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberWriteIn(
  objectName: string,
  propertyName: string,
  value: string,
  known: string[],
): void {
  const text = value.trim();
  if (!text || known.includes(text)) return;
  try {
    const list = [text, ...recallWriteIns(objectName, propertyName).filter((item) => item !== text)];
    localStorage.setItem(storageKey(objectName, propertyName), JSON.stringify(list.slice(0, maxRemembered)));
  } catch {
    // storage unavailable: the value is still saved on the record, just not suggested later
  }
}
