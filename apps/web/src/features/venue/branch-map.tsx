import 'leaflet/dist/leaflet.css';
import type { BranchCardWire } from '@okmenu/contract';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { pinSvg, tileAttribution, tileUrl } from '../../shared/map/tile-config.ts';

const pinIcon = L.divIcon({ className: '', html: pinSvg, iconSize: [32, 48], iconAnchor: [16, 48] });
const currentIcon = L.divIcon({
  className: '',
  html: pinSvg.replace('width="32" height="48"', 'width="40" height="60"'),
  iconSize: [40, 60],
  iconAnchor: [20, 60],
});

/**
 * Fits the view around the pins once the map has its real size (it mounts inside a lazily shown box), and
 * again when the box changes size; the padding leaves room for the name labels above the pins.
 */
function FitPins({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    let live = true;
    // No animation: a zoom still running when the guest leaves the page would touch a removed map.
    const fit = () => {
      if (!live) return;
      map.invalidateSize({ pan: false, animate: false });
      if (points.length > 1) {
        map.fitBounds(L.latLngBounds(points), {
          paddingTopLeft: [56, 110],
          paddingBottomRight: [56, 40],
          maxZoom: 15,
          animate: false,
        });
      } else if (points[0]) map.setView(points[0], 15, { animate: false });
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(map.getContainer());
    return () => {
      live = false;
      observer?.disconnect();
    };
    // The points are compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/**
 * Every branch as a pin (its own chunk: Leaflet and its CSS load only with the branches page). The map is a
 * picture for sighted guests; the list next to it carries the same information and every action.
 */
export default function BranchMap({
  branches,
  currentBranchId,
  onSelect,
}: {
  branches: readonly BranchCardWire[];
  currentBranchId: number;
  onSelect: (branchId: number) => void;
}) {
  const points = branches.map((branch): [number, number] => [branch.location.lat, branch.location.lng]);
  return (
    <MapContainer
      center={points[0] ?? [0, 0]}
      zoom={13}
      zoomAnimation={false}
      scrollWheelZoom={false}
      className="size-full"
      attributionControl
    >
      <TileLayer url={tileUrl} attribution={tileAttribution} />
      <FitPins points={points} />
      {branches.map((branch) => (
        <Marker
          key={branch.id}
          position={[branch.location.lat, branch.location.lng]}
          icon={branch.id === currentBranchId ? currentIcon : pinIcon}
          title={branch.name}
          alt={branch.name}
          eventHandlers={{ click: () => onSelect(branch.id) }}
        >
          <Tooltip direction="top" offset={[0, -44]} permanent={branches.length <= 5}>
            {branch.name}
          </Tooltip>
        </Marker>
      ))}
    </MapContainer>
  );
}
