/** The Earth's mean radius used for the great-circle fallback (spec 002 section 9). */
export const earthRadiusKm = 6371;

export type Coordinates = { latitude: number; longitude: number };

/**
 * The great-circle (haversine) distance in km: the fallback when no directions service answers,
 * shared by the distance route and the journey panel so both give the same figure.
 */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}
