import type { LatLng } from '@okmenu/domain';
import { useState } from 'react';

export type GeoProblem = 'denied' | 'unavailable' | 'timeout';

/** The device's position on request ("use my location"), with what went wrong when it could not be had. */
export function useDeviceLocation(onFound: (point: LatLng) => void) {
  const [state, setState] = useState<{ locating: boolean; problem: GeoProblem | null }>({
    locating: false,
    problem: null,
  });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ locating: false, problem: 'unavailable' });
      return;
    }
    setState({ locating: true, problem: null });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ locating: false, problem: null });
        onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        const problem =
          error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
        setState({ locating: false, problem });
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  };
  return { locate, ...state };
}
