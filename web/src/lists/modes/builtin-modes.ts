/**
 * The list modes that ship with Strata register themselves when this module loads (with the
 * list screen's chunk). One import per mode, each mode in its own folder.
 */
import './map/register';
import './kanban/register';
import './chart/register';
import './calendar/register';
