import type { RestaurantWire } from '@okmenu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../shared/router/index.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FullScreenSpinner } from '../../shared/ui/spinner.tsx';
import { AccountPage } from '../../entities/customer/account-page.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { profileQueryOptions } from '../../entities/customer/api/get-profile.ts';
import { resendOtp, sendOtp } from './api/send-otp.ts';
import { verifyOtp } from './api/verify-otp.ts';
import { afterLoginPath, safeNext } from '../../entities/customer/auth-paths.ts';
import { useAuthStore } from '../../entities/customer/auth-store.ts';
import { CodeStep } from './code-step.tsx';
import { resendDeadline } from './countdown.ts';
import { otpProblemMessage, otpProblemOf, type OtpProblem } from './otp-errors.ts';
import { PhoneStep, type CheckedPhone } from './phone-step.tsx';
import { formatPhone } from '../../shared/phone/format-phone.ts';

/** How long a sent code lives on the server (5 minutes): within it, coming back shows the code step. */
const codeLifetimeMs = 5 * 60_000;

/** /:referenceId/login (guests only): phone, then the one-time code; afterwards back to `next`. */
export function LoginPage() {
  const { referenceId = '' } = useParams();
  const restaurant = useRestaurant(referenceId).data?.restaurant;
  if (!restaurant) return <FullScreenSpinner />;
  return <LoginFlow referenceId={referenceId} restaurant={restaurant} />;
}

function phoneLabel(e164: string): string {
  return formatPhone(e164);
}

function nationalPart(e164: string | null): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatNational() ?? '';
}

function countryOf(e164: string | null, fallback: string): string {
  return (e164 && parsePhoneNumberFromString(e164)?.country) || fallback;
}

function LoginFlow({ referenceId, restaurant }: { referenceId: string; restaurant: RestaurantWire }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'), referenceId);
  const auth = useAuthStore();
  const [step, setStep] = useState<'phone' | 'code'>(() =>
    auth.phoneNumber && auth.otpStartedAt !== null && Date.now() - auth.otpStartedAt < codeLifetimeMs
      ? 'code'
      : 'phone',
  );
  const [problem, setProblem] = useState<OtpProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Extra wait the server asked for (Retry-After), on top of the OTP timer. */
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const businessId = restaurant.id;
  const phone = auth.phoneNumber ?? '';

  const fail = (error: unknown) => {
    const found = otpProblemOf(error);
    setProblem(found);
    setNotice(null);
    if ('wait' in found && found.wait) setWaitUntil(Date.now() + found.wait * 1000);
    return found;
  };

  const send = useMutation({
    mutationFn: (checked: CheckedPhone) => sendOtp({ phone: checked.e164, businessId }),
    meta: { skipAuthRedirect: true },
    onMutate: () => setProblem(null),
    onSuccess: (answer, checked) => {
      auth.codeSent({ phone: checked.e164, dialCode: checked.dialCode, at: Date.now(), timer: answer.retry_after });
      setWaitUntil(null);
      setStep('code');
    },
    onError: (error, checked) => {
      const found = fail(error);
      // A code went to this phone moments ago (another tab, a reload): it is still good, so ask for it.
      if (found.kind === 'resendTooSoon') {
        const wait = found.wait ?? auth.otpTimer;
        auth.codeSent({
          phone: checked.e164,
          dialCode: checked.dialCode,
          at: Date.now() - (auth.otpTimer - wait) * 1000,
        });
        setProblem(null);
        setStep('code');
      }
    },
  });

  const resend = useMutation({
    mutationFn: () => resendOtp({ phone, businessId }),
    meta: { skipAuthRedirect: true },
    onMutate: () => setProblem(null),
    onSuccess: (answer) => {
      auth.codeSent({ phone, dialCode: auth.dialCode ?? '', at: Date.now(), timer: answer.retry_after });
      setWaitUntil(null);
      setAttempt((value) => value + 1);
      setNotice(t('auth.code.resent'));
    },
    onError: fail,
  });

  const verify = useMutation({
    mutationFn: (code: string) => verifyOtp({ phone, businessId, code }),
    meta: { skipAuthRedirect: true },
    onMutate: () => setNotice(null),
    onSuccess: (answer) => {
      auth.login({ token: answer.token, user: answer.user });
      queryClient.setQueryData(profileQueryOptions(answer.user.id, restaurant.user_id).queryKey, {
        user: answer.user,
      });
      navigate(afterLoginPath({ referenceId, user: answer.user, next }), { replace: true });
    },
    onError: (error) => {
      fail(error);
      setAttempt((value) => value + 1);
    },
  });

  const problemText = problem ? t(otpProblemMessage(problem).key, otpProblemMessage(problem).values) : null;
  const timerDeadline = resendDeadline(auth.otpStartedAt, auth.otpTimer);
  const resendAt =
    timerDeadline === null ? waitUntil : waitUntil === null ? timerDeadline : Math.max(timerDeadline, waitUntil);
  const needsNewCode = problem !== null && 'newCode' in problem && problem.newCode;

  return (
    <AccountPage
      title={t('auth.title')}
      documentTitle={`${t('auth.title')} · ${restaurant.business_name}`}
      backTo={next ?? `/${referenceId}`}
    >
      <Card as="section" look="account">
        <p className="mb-5 text-ink-muted">
          {step === 'phone' ? t('auth.lead', { name: restaurant.business_name }) : t('auth.code.lead')}
        </p>
        {step === 'phone' ? (
          <PhoneStep
            defaultCountry={countryOf(auth.phoneNumber, restaurant.country_iso)}
            defaultNumber={nationalPart(auth.phoneNumber)}
            busy={send.isPending}
            serverError={problemText}
            onSubmit={(checked) => send.mutate(checked)}
          />
        ) : (
          <CodeStep
            key={attempt}
            phoneLabel={phoneLabel(phone)}
            resendAt={resendAt}
            verifying={verify.isPending}
            resending={resend.isPending}
            error={problemText}
            needsNewCode={needsNewCode}
            notice={notice}
            onVerify={(code) => verify.mutate(code)}
            onResend={() => resend.mutate()}
            onChangePhone={() => {
              auth.clearCode();
              setProblem(null);
              setNotice(null);
              setStep('phone');
            }}
          />
        )}
      </Card>
      <p className="mt-6 text-center text-sm text-ink-muted">{t('auth.guestNote')}</p>
    </AccountPage>
  );
}
