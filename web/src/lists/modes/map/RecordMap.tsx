import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { defaultMapCenter, defaultMapZoom, type MapPoint, pointBounds } from './coordinates';

const defaultTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export type RecordMapProps = {
  points: readonly MapPoint[];
  /**
   * the loaded data's identity ('' while loading): the map fits the points again only when it
   * changes, so a reload after a marker drag keeps the user's view
   */
  fitKey: string;
  draggable: boolean;
  label: string;
  attribution: string;
  /** the text of the popup link for a record without a name */
  noName: string;
  onOpen: (id: string) => void;
  /** saves a dragged marker; a rejection puts the marker back */
  onMoved: (point: MapPoint, latitude: number, longitude: number) => Promise<void>;
};

/**
 * A Leaflet map with a marker per record. Markers are div icons: Leaflet's default pin images
 * are resolved by URL from its CSS and break under a bundler, and circle markers cannot be
 * dragged.
 */
export function RecordMap({
  points,
  fitKey,
  draggable,
  label,
  attribution,
  noName,
  onOpen,
  onMoved,
}: RecordMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef<string | null>(null);
  const markers = useRef(new Map<string, PlacedMarker>());
  // the latest callbacks, so markers made earlier never call stale ones
  const handlers = useRef({ onOpen, onMoved });
  handlers.current = { onOpen, onMoved };

  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current).setView(defaultMapCenter, defaultMapZoom);
    L.tileLayer(import.meta.env.VITE_MAP_TILE_URL ?? defaultTiles, { maxZoom: 19, attribution }).addTo(
      instance,
    );
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      layer.current = null;
      fitted.current = null;
      markers.current.clear();
    };
  }, [attribution]);

  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    syncMarkers(group, markers.current, points, { draggable, noName, handlers });
    if (!fitKey || fitted.current === fitKey) return;
    fitted.current = fitKey;
    const bounds = pointBounds(points);
    if (bounds) instance.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    else instance.setView(defaultMapCenter, defaultMapZoom);
  }, [points, fitKey, draggable, noName]);

  return <div ref={element} className="map-mode-map" role="application" aria-label={label} />;
}

type Handlers = { current: Pick<RecordMapProps, 'onOpen' | 'onMoved'> };
type PlacedMarker = { marker: L.Marker; point: MapPoint; dragging: boolean };

/**
 * Brings the markers in line with the points, keyed by record id. Markers are moved in place
 * rather than rebuilt, and a marker the user is dragging is left alone: live change events
 * reload the points at any moment, and rebuilding would drop the drag under the user's pointer.
 */
function syncMarkers(
  group: L.LayerGroup,
  placed: Map<string, PlacedMarker>,
  points: readonly MapPoint[],
  options: { draggable: boolean; noName: string; handlers: Handlers },
) {
  const seen = new Set<string>();
  for (const point of points) {
    seen.add(point.id);
    const existing = placed.get(point.id);
    if (existing) {
      if (existing.dragging) continue;
      existing.point = point;
      existing.marker.setLatLng([point.latitude, point.longitude]);
      existing.marker.options.title = point.name || options.noName;
      existing.marker.getElement()?.setAttribute('title', point.name || options.noName);
      if (options.draggable) existing.marker.dragging?.enable();
      else existing.marker.dragging?.disable();
      continue;
    }
    const entry = placeMarker(point, options);
    placed.set(point.id, entry);
    group.addLayer(entry.marker);
  }
  for (const [id, entry] of placed) {
    if (seen.has(id) || entry.dragging) continue;
    group.removeLayer(entry.marker);
    placed.delete(id);
  }
}

function placeMarker(
  point: MapPoint,
  { draggable, noName, handlers }: { draggable: boolean; noName: string; handlers: Handlers },
): PlacedMarker {
  const marker = L.marker([point.latitude, point.longitude], {
    draggable,
    title: point.name || noName,
    icon: L.divIcon({ className: 'map-mode-marker', iconSize: [18, 18], iconAnchor: [9, 9] }),
  });
  const entry: PlacedMarker = { marker, point, dragging: false };
  marker.bindPopup(() => popupContent(entry.point, noName, () => handlers.current.onOpen(entry.point.id)));
  marker.on('dragstart', () => {
    entry.dragging = true;
  });
  marker.on('dragend', () => {
    entry.dragging = false;
    const { lat, lng } = marker.getLatLng();
    const before = entry.point;
    handlers.current
      .onMoved(before, lat, lng)
      .catch(() => marker.setLatLng([before.latitude, before.longitude]));
  });
  return entry;
}

/** The popup: the record's name as a link-styled button that opens the record. */
function popupContent(point: MapPoint, noName: string, open: () => void): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'list-mode-link';
  button.textContent = point.name || noName;
  button.addEventListener('click', open);
  return button;
}
