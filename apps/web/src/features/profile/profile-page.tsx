import type { RestaurantWire, UserWire } from '@okmenu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ChevronIcon } from '../../shared/ui/icons.tsx';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { AccountPage } from '../../entities/customer/account-page.tsx';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { Card } from '../../shared/ui/card.tsx';
import { deleteAccount } from '../../entities/customer/api/delete-account.ts';
import { profileQueryOptions } from '../../entities/customer/api/get-profile.ts';
import { logoutSession } from '../../entities/customer/api/logout.ts';
import { updateProfile, type ProfileChanges } from '../../entities/customer/api/update-profile.ts';
import { loginPath, safeNext } from '../../entities/customer/auth-paths.ts';
import { useAuthStore } from '../../entities/customer/auth-store.ts';
import { useProfile } from '../../entities/customer/use-profile.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';
import { balanceMinor, formatMinor } from '../../entities/money/wallet-money.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { ProfileForm } from './profile-form.tsx';
import { formatPhone } from '../../shared/phone/format-phone.ts';

/** /:referenceId/profile (login required); with `?complete=1` it asks for what an order needs first. */
export function ProfilePage() {
  const { referenceId = '' } = useParams();
  const restaurant = useRestaurant(referenceId).data?.restaurant;
  if (!restaurant) return <FullScreenSpinner />;
  return <Profile referenceId={referenceId} restaurant={restaurant} />;
}

function useSaveProfile(restaurant: RestaurantWire, onSaved: (user: UserWire) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(changes),
    onSuccess: (answer) => {
      useAuthStore.getState().setUser(answer.user);
      queryClient.setQueryData(profileQueryOptions(answer.user.id, restaurant.user_id).queryKey, answer);
      onSaved(answer.user);
    },
  });
}

function Profile({ referenceId, restaurant }: { referenceId: string; restaurant: RestaurantWire }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, signedIn, query } = useProfile(restaurant);
  const completing = searchParams.get('complete') === '1';
  const next = safeNext(searchParams.get('next'), referenceId);
  const [editing, setEditing] = useState(false);
  /** Logging out or deleting: the session ends on purpose, so no trip to the login page. */
  const [leaving, setLeaving] = useState(false);
  const save = useSaveProfile(restaurant, () => {
    if (completing) navigate(next ?? `/${referenceId}`, { replace: true });
    else setEditing(false);
  });

  // The session ended here (logged out elsewhere, or the profile fetch was refused): log in again.
  if (!signedIn || !user) {
    if (leaving) return <FullScreenSpinner />;
    return <Navigate to={loginPath(referenceId, location.pathname + location.search)} replace />;
  }

  if (completing) {
    return (
      <AccountPage title={t('profile.complete.title')}>
        <Card as="section" look="account">
          <p className="mb-5 text-ink-muted">{t('profile.complete.lead')}</p>
          <ProfileForm
            user={user}
            submitLabel={t('profile.complete.submit')}
            saving={save.isPending}
            error={save.error}
            onSave={(changes) =>
              Object.keys(changes).length ? save.mutate(changes) : navigate(next ?? `/${referenceId}`)
            }
          />
        </Card>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('profile.title')} documentTitle={`${t('profile.title')} · ${restaurant.business_name}`}>
      <div className="space-y-4">
        <Card as="section" look="account">
          {editing ? (
            <ProfileForm
              user={user}
              submitLabel={t('profile.save')}
              saving={save.isPending}
              error={save.error}
              onSave={(changes) => (Object.keys(changes).length ? save.mutate(changes) : setEditing(false))}
              onCancel={() => {
                save.reset();
                setEditing(false);
              }}
            />
          ) : (
            <ProfileDetails user={user} refreshing={query.isFetching} onEdit={() => setEditing(true)} />
          )}
        </Card>
        <AccountLinks referenceId={referenceId} restaurant={restaurant} user={user} />
        <SessionActions
          referenceId={referenceId}
          restaurant={restaurant}
          user={user}
          onLeave={() => setLeaving(true)}
        />
      </div>
    </AccountPage>
  );
}

function ProfileDetails({ user, refreshing, onEdit }: { user: UserWire; refreshing: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const initial = (user.name?.trim()[0] ?? '?').toLocaleUpperCase();
  const verified = user.verified_phones.includes(user.phone);
  return (
    <div>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-xl font-bold text-on-primary"
        >
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold text-ink">{user.name || t('profile.noName')}</p>
          <p className="truncate text-sm text-ink-muted">{user.email || t('profile.noEmail')}</p>
        </div>
        {refreshing ? <Spinner className="size-5 border-2" /> : null}
      </div>
      <dl className="mt-5 divide-y divide-line border-y border-line">
        <div className="flex min-h-12 flex-wrap items-center justify-between gap-2 py-2">
          <dt className="text-sm text-ink-muted">{t('profile.phone')}</dt>
          <dd className="flex items-center gap-2">
            <bdi dir="ltr" className="font-medium text-ink tabular-nums">
              {formatPhone(user.phone)}
            </bdi>
            {verified ? (
              <span className="rounded-full bg-emerald-600/10 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                {t('profile.verified')}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex min-h-12 flex-wrap items-center justify-between gap-2 py-2">
          <dt className="text-sm text-ink-muted">{t('profile.email')}</dt>
          <dd className="min-w-0 truncate font-medium text-ink">{user.email || '—'}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-ink-muted">{t('profile.phoneNote')}</p>
      <button type="button" onClick={onEdit} className={`${buttonClass.secondary} mt-4 w-full`}>
        {t('profile.edit')}
      </button>
    </div>
  );
}

function AccountLinks(props: { referenceId: string; restaurant: RestaurantWire; user: UserWire }) {
  const { t, i18n } = useTranslation();
  const wallet = props.restaurant.enable_wallet && props.user.wallet?.wallet_feature_enabled ? props.user.wallet : null;
  const rowClass =
    'flex min-h-14 items-center gap-3 px-5 py-3 text-ink transition hover:bg-ink/5 dark:hover:bg-white/10';
  return (
    <nav
      aria-label={t('profile.linksLabel')}
      className="overflow-hidden rounded-3xl bg-raised shadow-sm ring-1 ring-line"
    >
      <ul className="divide-y divide-line">
        {wallet ? (
          <li>
            <Link to={`/${props.referenceId}/wallet/home`} className={rowClass}>
              <span className="flex-1 font-medium">{t('profile.wallet')}</span>
              <span className="text-sm font-semibold text-primary-ink tabular-nums">
                {formatMinor(balanceMinor(wallet.balance, props.restaurant.currency), {
                  currency: props.restaurant.currency,
                  locale: i18n.language,
                })}
              </span>
              <ChevronIcon className="size-5 text-ink-muted rtl:rotate-180" />
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={`/${props.referenceId}/orders/history`} className={rowClass}>
            <span className="flex-1 font-medium">{t('profile.orders')}</span>
            <ChevronIcon className="size-5 text-ink-muted rtl:rotate-180" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function SessionActions(props: {
  referenceId: string;
  restaurant: RestaurantWire;
  user: UserWire;
  onLeave: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const leave = () => {
    props.onLeave();
    useAuthStore.getState().logout();
    queryClient.removeQueries({ queryKey: ['profile'] });
    navigate(`/${props.referenceId}`, { replace: true });
  };
  const remove = useMutation({
    mutationFn: () => deleteAccount(props.user.id),
    onSuccess: () => {
      setConfirming(false);
      leave();
    },
  });
  const logOut = () => {
    // The request reads the token before the store forgets it; its answer does not matter.
    void logoutSession().catch(() => undefined);
    leave();
  };
  const wallet = props.user.wallet;
  const balance = wallet ? balanceMinor(wallet.balance, props.restaurant.currency) : 0;
  const balanceText =
    props.restaurant.enable_wallet && balance > 0
      ? formatMinor(balance, { currency: props.restaurant.currency, locale: i18n.language })
      : null;

  return (
    <>
      <Card as="section" look="account" className="space-y-3">
        <button type="button" onClick={logOut} className={`${buttonClass.secondary} w-full`}>
          {t('profile.logout')}
        </button>
        <button
          type="button"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 font-semibold text-red-700 transition hover:bg-red-600/10 dark:text-red-400"
        >
          {t('profile.delete.open')}
        </button>
      </Card>
      <DeleteAccountDialog
        open={confirming}
        walletBalance={balanceText}
        deleting={remove.isPending}
        failed={remove.isError}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
