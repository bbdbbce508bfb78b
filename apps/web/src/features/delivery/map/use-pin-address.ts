import type { AddressResultWire } from '@okmenu/contract';
import type { LatLng } from '@okmenu/domain';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { addressAtPoint } from '../../../entities/geocoder/get-address.ts';
import { geocoderSessionId } from '../../../entities/geocoder/geocoder-session.ts';

/** What the server said about a pin: its address and zone, or that the geocoder could not answer. */
export interface PinAnswer {
  key: string;
  result: AddressResultWire | null;
  unavailable: boolean;
}

export const pinKey = (point: LatLng) => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;

/**
 * Asks the server (reverse geocoding) about a pin once it has rested for a moment. The zone is computed on the
 * device at once; this confirms it and adds the address. A 502 (geocoder down) is remembered, not fatal.
 */
export function usePinAddress(pin: LatLng | null, branchId: number): PinAnswer | null {
  const [answer, setAnswer] = useState<PinAnswer | null>(null);
  useEffect(() => {
    if (!pin || !branchId) return;
    const controller = new AbortController();
    const key = pinKey(pin);
    const timer = window.setTimeout(() => {
      addressAtPoint({ ...pin, branchId, sessionId: geocoderSessionId(), signal: controller.signal })
        .then((response) => setAnswer({ key, result: response.results[0] ?? null, unavailable: false }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({
            key,
            result: null,
            unavailable: !isApiError(error) || error.status === 0 || error.status >= 500,
          });
        });
    }, 500);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pin, branchId]);
  return answer && pin && answer.key === pinKey(pin) ? answer : null;
}
