import 'leaflet/dist/leaflet.css';
import type { ZoneWire } from '@okmenu/contract';
import type { LatLng } from '@okmenu/domain';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { tileAttribution, tileUrl, pinSvg } from '../../../shared/map/tile-config.ts';
import { CircleMarker, MapContainer, Marker, Polygon, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';

/** A drawn pin (no image files: the bundler need not know Leaflet's default marker assets). */
const pinIcon = L.divIcon({ className: '', html: pinSvg, iconSize: [32, 48], iconAnchor: [16, 48] });

type Ring = [number, number][];

/** The polygons of an area in Leaflet's [lat, lng] order (outer ring first, then holes). */
function polygonsOf(shape: ZoneWire['areas'][number]['shape']): Ring[][] {
  const flip = (ring: [number, number][]): Ring => ring.map(([lng, lat]) => [lat, lng]);
  if (shape.type === 'Polygon') return [shape.coordinates.map(flip)];
  if (shape.type === 'MultiPolygon') return shape.coordinates.map((polygon) => polygon.map(flip));
  return [];
}

/** Every corner of the zones' polygons, to fit the first view around them. */
export function zonesBounds(zones: readonly ZoneWire[]): L.LatLngBounds | null {
  const corners = zones.flatMap((zone) => zone.areas.flatMap((area) => polygonsOf(area.shape).flat(2)));
  return corners.length > 0 ? L.latLngBounds(corners) : null;
}

function ClickToPin({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Moves the view to a point whenever `focus` changes (search results, "use my location"). */
function FollowFocus({ focus }: { focus: { point: LatLng; key: number } | null }) {
  const map = useMap();
  useEffect(() => {
    // Not animated: a zoom animation still running when the guest confirms and the map unmounts throws in
    // Leaflet ("_leaflet_pos" of a removed pane).
    if (focus) map.setView([focus.point.lat, focus.point.lng], Math.max(map.getZoom(), 15), { animate: false });
  }, [focus, map]);
  return null;
}

interface ZoneMapProps {
  zones: readonly ZoneWire[];
  pin: LatLng | null;
  onPin: (point: LatLng) => void;
  focus: { point: LatLng; key: number } | null;
  initial: { center: LatLng; zoom: number } | { bounds: L.LatLngBounds };
  pinLabel: string;
}

/**
 * The delivery map: each zone's areas drawn in the zone's colour (named on hover), a draggable pin, and a tap
 * anywhere moving the pin. Works without tiles (offline), since the zones are vectors.
 */
export function ZoneMap({ zones, pin, onPin, focus, initial, pinLabel }: ZoneMapProps) {
  const view = 'bounds' in initial ? { bounds: initial.bounds } : { center: initial.center, zoom: initial.zoom };
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPin({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPin],
  );
  return (
    <MapContainer {...view} className="size-full" scrollWheelZoom attributionControl>
      <TileLayer url={tileUrl} attribution={tileAttribution} />
      {zones.map((zone) =>
        zone.areas.map((area) => {
          if (area.shape.type === 'Point') {
            const [lng, lat] = area.shape.coordinates;
            return (
              <CircleMarker key={area.id} center={[lat, lng]} radius={5} pathOptions={{ color: zone.color }}>
                <Tooltip>{area.name ?? zone.name}</Tooltip>
              </CircleMarker>
            );
          }
          return polygonsOf(area.shape).map((rings, index) => (
            <Polygon
              key={`${area.id}-${index}`}
              positions={rings}
              pathOptions={{ color: zone.color, weight: 2, fillOpacity: 0.18 }}
              eventHandlers={{ click: (event) => onPin({ lat: event.latlng.lat, lng: event.latlng.lng }) }}
            >
              <Tooltip sticky>{area.name ? `${area.name} · ${zone.name}` : zone.name}</Tooltip>
            </Polygon>
          ));
        }),
      )}
      {pin ? (
        <Marker
          position={[pin.lat, pin.lng]}
          draggable
          icon={pinIcon}
          eventHandlers={handlers}
          title={pinLabel}
          alt={pinLabel}
        />
      ) : null}
      <ClickToPin onPick={onPin} />
      <FollowFocus focus={focus} />
    </MapContainer>
  );
}
