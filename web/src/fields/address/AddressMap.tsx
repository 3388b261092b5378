import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

/** The address dialog's zoom when the place is known (spec 000 section 9). */
export const addressZoom = 16;
const worldView: L.LatLngTuple = [30, 10];
const defaultTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

type Props = {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** A click on the map places the point there. */
  onPick?: ((latitude: number, longitude: number) => void) | undefined;
  label: string;
  attribution: string;
};

const hasPoint = (latitude: unknown, longitude: unknown): boolean =>
  typeof latitude === 'number' &&
  typeof longitude === 'number' &&
  Number.isFinite(latitude) &&
  Number.isFinite(longitude);

/**
 * A Leaflet map with one point. A circle marker instead of Leaflet's default pin: the pin's
 * images are resolved by URL from the CSS and break under a bundler.
 */
export function AddressMap({ latitude, longitude, onPick, label, attribution }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current, { zoomControl: true }).setView(worldView, 2);
    L.tileLayer(import.meta.env.VITE_MAP_TILE_URL ?? defaultTiles, { maxZoom: 19, attribution }).addTo(
      instance,
    );
    instance.on('click', (event: L.LeafletMouseEvent) => pick.current?.(event.latlng.lat, event.latlng.lng));
    map.current = instance;
    // the dialog opens (showModal) after this effect, so the map measures itself once it shows
    const timer = setTimeout(() => instance.invalidateSize(), 50);
    return () => {
      clearTimeout(timer);
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, [attribution]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!hasPoint(latitude, longitude)) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const point: L.LatLngTuple = [latitude as number, longitude as number];
    if (marker.current) marker.current.setLatLng(point);
    else
      marker.current = L.circleMarker(point, {
        radius: 9,
        weight: 3,
        color: '#0071eb',
        fillOpacity: 0.5,
      }).addTo(instance);
    instance.setView(point, addressZoom);
  }, [latitude, longitude]);

  return <div ref={element} className="address-map" role="application" aria-label={label} />;
}
