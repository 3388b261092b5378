import type { ObjectMeta } from '../../metadata/object-metadata';
import { calendarDates } from './calendar/calendar-fields';
import { pickKanbanField } from './kanban/lanes';
import type { ListMode } from './list-modes';
import { coordinateFields } from './map/coordinates';

/**
 * The administration lists (Users, Roles, Teams, Audit) are for managing the platform, not for
 * charting or planning: they offer no mode at all.
 */
const listOnlyEntities: ReadonlySet<string> = new Set(['systemuser', 'inu_role', 'team', 'audit']);

/**
 * The modes an entity's list can use (spec 001 section 2: mode commands only for the view types
 * an object can have), so a command is never offered only to say "this entity has no ...":
 * Map needs a latitude/longitude pair, Calendar a date-time of its own (not created/modified
 * on), Kanban a single-choice option set; Chart works on any entity. The checks are the ones
 * the modes themselves draw from, so the command and the mode cannot disagree.
 */
export function availableListModes(object: ObjectMeta): ListMode[] {
  if (listOnlyEntities.has(object.logicalName)) return ['list'];
  const usable: Record<Exclude<ListMode, 'list'>, boolean> = {
    map: coordinateFields(object).length > 0,
    calendar: calendarDates(object).length > 0,
    chart: true,
    kanban: pickKanbanField(undefined, [], object) !== undefined,
  };
  return ['list', ...(Object.keys(usable) as Exclude<ListMode, 'list'>[]).filter((mode) => usable[mode])];
}

/** The mode to show: the one asked for (?mode=) when the entity can use it, else the list. */
export function usableListMode(requested: ListMode, object: ObjectMeta): ListMode {
  return availableListModes(object).includes(requested) ? requested : 'list';
}
