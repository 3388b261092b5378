/**
 * One stop of a trip (spec 002 section 3, "Leg"), as stored in route_route.legs_json. Times are
 * ISO strings; duration and custom_duration are seconds; distance is km (stored as text).
 */
export type Transport = 'no' | 'plane' | 'auc' | 'select' | 'others' | 'bus' | 'train';

export type BorderCrossing = {
  /** Seconds from the previous stop's departure to the border. */
  duration: number;
  address?: string;
  address_city?: string;
  latitude?: number;
  longitude?: number;
};

export type Leg = {
  id: string;
  location?: { id: string; name: string; label?: string | null } | null;
  address?: string;
  country?: string;
  /** Two-letter code, lower case ('sk' at home). */
  isocode?: string;
  is_country?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  startdate: string;
  enddate?: string | null;
  distance?: string | null;
  duration?: number | null;
  custom_distance?: number | null;
  custom_duration?: number | null;
  approx?: boolean;
  masstransit?: Transport;
  border_crossing?: BorderCrossing | null;
  travel_cost?: number | null;
  food_cost?: number | null;
  sleep_cost?: number | null;
  other_cost?: number | null;
  required_cost?: number | null;
};

export const homeIso = 'sk';

export const costFields = ['travel_cost', 'food_cost', 'sleep_cost', 'other_cost', 'required_cost'] as const;
