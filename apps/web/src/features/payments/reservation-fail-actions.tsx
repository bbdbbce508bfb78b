import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from '../../shared/router/index.ts';
import { GatewayRedirect, goToGateway } from '../../entities/payment/gateway-redirect.tsx';
import { payReservation, payReservationAtVenue } from '../../entities/payment/payment-api.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { errorTextClass } from '../../shared/ui/field.tsx';

/**
 * The fail page's choices for a booking's pre-order (decision 0105): pay the same held booking again (a new key, so
 * a new charge), or pay at the venue, which sends the booking to the venue now.
 */
export function ReservationFailActions({
  referenceId,
  reference,
  method,
}: {
  referenceId: string;
  reference: string;
  method: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'retry' | 'venue' | null>(null);
  const [failed, setFailed] = useState(false);
  const success = `/${referenceId}/reservation/success/${encodeURIComponent(reference)}`;

  const run = async (which: 'retry' | 'venue') => {
    setBusy(which);
    setFailed(false);
    try {
      if (which === 'venue') {
        const answer = await payReservationAtVenue(reference);
        // The success page shows the booking as it is now (it was read there while awaiting payment).
        queryClient.setQueryData(['reservation', reference], {
          reservation: { ...answer.reservation, reference },
        });
        void navigate(success, { replace: true });
        return;
      }
      const { reservation } = await payReservation({ reference, method, idempotencyKey: crypto.randomUUID() });
      const url = reservation.payment?.status === 'awaiting' ? reservation.payment.redirect_url : null;
      if (url) return goToGateway(url);
      void navigate(success, { replace: true });
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <>
      {busy === 'retry' ? <GatewayRedirect /> : null}
      <button type="button" className={buttonClass.primary} disabled={busy !== null} onClick={() => void run('retry')}>
        {t('payments.fail.tryAgain')}
      </button>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={busy !== null}
        onClick={() => void run('venue')}
      >
        {t('reservation.payAtVenueChoice')}
      </button>
      {failed ? (
        <p role="alert" className={errorTextClass}>
          {t('reservation.error.generic')}
        </p>
      ) : null}
      <Link to={success} className={`${buttonClass.link} justify-center`}>
        {t('reservation.yourBooking')}
      </Link>
    </>
  );
}
