import type { RecordValues } from '../../../data/data-api';
import type { ObjectMeta } from '../../../metadata/object-metadata';

/** The default map centre and zoom of spec 001 section 9, for lists without coordinates. */
export const defaultMapCenter: [number, number] = [48.39, 17.61];
export const defaultMapZoom = 11;
/** How many records a map loads (the list's filter, not its paging). */
export const mapRowLimit = 2000;

/** A latitude and a longitude property that belong together (address1_latitude, address1_longitude). */
export type CoordinateFields = { latitude: string; longitude: string };

export type MapPoint = {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  row: RecordValues;
};

const numeric = new Set(['Float', 'Decimal', 'Integer', 'Money']);

/**
 * The entity's coordinate pairs: every numeric `{prefix}latitude` with a numeric
 * `{prefix}longitude` beside it, in property order. The map uses the first.
 */
export function coordinateFields(object: ObjectMeta): CoordinateFields[] {
  const numbers = object.properties.filter((property) => numeric.has(property.type));
  const names = new Set(numbers.map((property) => property.logicalName));
  return numbers.flatMap((property) => {
    const match = /^(.*)latitude$/.exec(property.logicalName);
    const longitude = match ? `${match[1]}longitude` : '';
    return match && names.has(longitude) ? [{ latitude: property.logicalName, longitude }] : [];
  });
}

function coordinate(value: unknown, limit: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * The rows that can be placed: both coordinates numbers within the earth's ranges. A record
 * at exactly 0,0 is taken as unset (the usual default of an empty numeric pair).
 */
export function mapPoints(rows: readonly RecordValues[], fields: CoordinateFields): MapPoint[] {
  return rows.flatMap((row) => {
    const latitude = coordinate(row[fields.latitude], 90);
    const longitude = coordinate(row[fields.longitude], 180);
    if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return [];
    const name = typeof row.name === 'string' ? row.name : '';
    return [{ id: String(row.id), name, latitude, longitude, row }];
  });
}

/** The south-west and north-east corners around the points; null without points. */
export function pointBounds(
  points: readonly Pick<MapPoint, 'latitude' | 'longitude'>[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let south = 90;
  let west = 180;
  let north = -90;
  let east = -180;
  for (const point of points) {
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
    west = Math.min(west, point.longitude);
    east = Math.max(east, point.longitude);
  }
  return [
    [south, west],
    [north, east],
  ];
}
