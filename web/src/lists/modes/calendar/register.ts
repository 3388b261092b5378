import { registerListMode } from '../list-modes';
import { CalendarMode } from './CalendarMode';

// the list screen's ?mode=calendar draws the calendar in place of the grid
registerListMode('calendar', CalendarMode);
