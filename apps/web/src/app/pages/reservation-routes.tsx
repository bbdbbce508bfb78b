import { useLocation, useParams } from '../../shared/router/index.ts';
import { BookingPage } from '../../features/reservations/booking-page.tsx';
import { ReservationHistoryPage } from '../../features/reservations/history-page.tsx';
import { ReservationSuccessPage } from '../../features/reservations/success-page.tsx';

/** /:referenceId/reservation/:reserveType (table, or order for a pre-order) */
export function ReservationBookingRoute() {
  const { referenceId = '' } = useParams();
  return <BookingPage referenceId={referenceId} />;
}

/** /:referenceId/reservation/success/:reservationId — the reference `{id}-{secret}`, or the id when signed in. */
export function ReservationSuccessRoute() {
  const { referenceId = '', reservationId = '' } = useParams();
  const location = useLocation();
  const state = location.state as { booked?: unknown } | null;
  return (
    <ReservationSuccessPage
      key={reservationId}
      referenceId={referenceId}
      reference={reservationId}
      booked={state?.booked === true}
    />
  );
}

/** /:referenceId/reservation/history */
export function ReservationHistoryRoute() {
  const { referenceId = '' } = useParams();
  return <ReservationHistoryPage referenceId={referenceId} />;
}
