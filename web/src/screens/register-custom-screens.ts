/**
 * The screens a home menu item of kind custom opens at /{appid}/custom/{name} (spec 000 section 2).
 * None ships yet: each one goes here as a lazy chunk, so the custom route loads it only when
 * visited, e.g.
 *
 *   registerCustomScreen('timesheet', lazyChunk(() => import('../timesheet/TimesheetScreen')));
 *
 * A name nobody registered shows 'Check Configuration' (docs/custom-components.md).
 */
export {};
