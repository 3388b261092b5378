import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../calendar/calendar-layout.js';
import { mondayOf } from '../../../calendar/calendar-range.js';
import { MonthGrid } from './MonthGrid.js';

const monday = mondayOf(new Date(2026, 11, 9));
const range = { start: monday, days: 35 };
const at = (day: number, hour: number) => new Date(2026, 11, day, hour, 5);
const event = (id: string, name: string, start: Date): CalendarEvent => ({
  id,
  name,
  start,
  end: new Date(start.getTime() + 90 * 60_000),
  record: { id, versionnumber: 1 },
});

/**
 * A month whose moves show at once and save later (as useCalendarMoves does); `later` gives
 * the test the list that arrives after the save (the reload, a live change).
 */
function Month({ initial }: { initial: CalendarEvent[] }) {
  const [events, setEvents] = useState(initial);
  const move = (moved: CalendarEvent, next: { start: Date; end: Date }) => {
    setEvents((current) => current.map((one) => (one.id === moved.id ? { ...one, ...next } : one)));
    return Promise.resolve();
  };
  later = setEvents;
  return (
    <>
      <MonthGrid
        range={range}
        month={11}
        events={events}
        canMove={() => true}
        onMove={move}
        onOpen={() => {}}
        onNew={null}
        onSaveNew={null}
        onShowDay={() => {}}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}
let later: (events: CalendarEvent[]) => void = () => {};

const eventButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const cellOf = (element: HTMLElement) => element.closest('[data-day]')?.getAttribute('data-day');
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));

describe('MonthGrid, an event moved with the keyboard', () => {
  it('keeps the focus through the renders after its save, until the user goes elsewhere', async () => {
    const user = userEvent.setup();
    const a = event('a', 'Alpha', at(10, 7));
    const b = event('b', 'Beta', at(11, 6));
    render(<Month initial={[a, b]} />);
    eventButton('Alpha').focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cellOf(eventButton('Alpha'))).toBe(at(11, 0).toDateString());
    expect(document.activeElement).toBe(eventButton('Alpha'));

    // the move has saved; a list read before the save lands, then the fresh one: each draws a new button
    await nextFrame();
    await nextFrame();
    act(() => later([a, b]));
    expect(cellOf(eventButton('Alpha'))).toBe(at(10, 0).toDateString());
    expect(document.activeElement).toBe(eventButton('Alpha'));
    act(() => later([b, { ...a, start: at(11, 7), end: at(11, 9) }]));
    expect(cellOf(eventButton('Alpha'))).toBe(at(11, 0).toDateString());
    expect(document.activeElement).toBe(eventButton('Alpha'));

    // once the user has clicked elsewhere, a later list leaves the focus where they put it
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => later([a, b]));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
