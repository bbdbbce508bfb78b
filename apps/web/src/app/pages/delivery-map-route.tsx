import { Navigate, useParams } from '../../shared/router/index.ts';
import { MapPage } from '../../features/delivery/map/map-page.tsx';

/** /:referenceId/:type/map — its own chunk: Leaflet and its CSS load only here. */
export function MapRoute() {
  const { referenceId = '', type = '' } = useParams();
  if (type !== 'delivery') return <Navigate to={`/${referenceId}/${type}`} replace />;
  return <MapPage referenceId={referenceId} type={type} />;
}
