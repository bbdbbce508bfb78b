import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@okmenu/domain';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { tileAttribution, tileUrl } from '../../../shared/map/tile-config.ts';

const pinIcon = L.divIcon({
  className: '',
  html: '<svg viewBox="0 0 24 36" width="32" height="48" aria-hidden="true" style="filter:drop-shadow(0 2px 2px rgb(0 0 0 / .35))"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="var(--color-primary)"/><circle cx="12" cy="12" r="5" fill="#fff"/></svg>',
  iconSize: [32, 48],
  iconAnchor: [16, 48],
});

function ClickToPin({ onPin }: { onPin: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPin({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

function Follow({ pin }: { pin: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (pin) map.panTo([pin.lat, pin.lng]);
  }, [pin, map]);
  return null;
}

/** The tester's map (loaded on demand): a tap drops the pin, the pin can be dragged. */
export default function TesterMap({
  center,
  pin,
  onPin,
  pinLabel,
}: {
  center: LatLng;
  pin: LatLng | null;
  onPin: (point: LatLng) => void;
  pinLabel: string;
}) {
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={12} className="size-full" scrollWheelZoom>
      <TileLayer url={tileUrl} attribution={tileAttribution} />
      {pin ? (
        <Marker
          position={[pin.lat, pin.lng]}
          draggable
          icon={pinIcon}
          title={pinLabel}
          alt={pinLabel}
          eventHandlers={{
            dragend: (event) => {
              const at = (event.target as L.Marker).getLatLng();
              onPin({ lat: at.lat, lng: at.lng });
            },
          }}
        />
      ) : null}
      <ClickToPin onPin={onPin} />
      <Follow pin={pin} />
    </MapContainer>
  );
}
