import type { RestaurantWire, WalletWire } from '@okmenu/contract';
import type { ReactNode } from 'react';
import { Navigate, NavLink, useLocation, useParams } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FullScreenSpinner, Spinner } from '../../shared/ui/spinner.tsx';
import { AccountPage } from '../../entities/customer/account-page.tsx';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { Card } from '../../shared/ui/card.tsx';
import { loginPath } from '../../entities/customer/auth-paths.ts';
import { useProfile } from '../../entities/customer/use-profile.ts';
import { useRestaurant } from '../../entities/business/api/get-restaurant.ts';

export interface WalletView {
  referenceId: string;
  restaurant: RestaurantWire;
  wallet: WalletWire;
}

const tabs = [
  { to: 'home', key: 'wallet.tabs.balance' },
  { to: 'history', key: 'wallet.tabs.history' },
  { to: 'walletPackage', key: 'wallet.tabs.packages' },
] as const;

/**
 * The wallet screens' frame: the signed-in user's wallet from a fresh profile, the section tabs, and
 * the states around it (loading, failed, no wallet).
 */
export function WalletFrame(props: { title: string; backTo?: string; children: (view: WalletView) => ReactNode }) {
  const { t } = useTranslation();
  const { referenceId = '' } = useParams();
  const location = useLocation();
  const restaurant = useRestaurant(referenceId).data?.restaurant;
  const { user, signedIn, query } = useProfile(restaurant);
  if (!restaurant) return <FullScreenSpinner />;
  if (!signedIn || !user) return <Navigate to={loginPath(referenceId, location.pathname)} replace />;

  const wallet = restaurant.enable_wallet && user.wallet?.wallet_feature_enabled ? user.wallet : null;
  let body: ReactNode;
  if (wallet) body = props.children({ referenceId, restaurant, wallet });
  else if (query.isPending && query.fetchStatus !== 'idle')
    body = (
      <div className="grid place-items-center py-16">
        <Spinner />
      </div>
    );
  else if (query.isError)
    body = (
      <Card as="section" look="account" className="text-center">
        <p className="text-ink-muted">{t('wallet.loadFailed')}</p>
        <button type="button" onClick={() => void query.refetch()} className={`${buttonClass.secondary} mt-4`}>
          {t('common.retry')}
        </button>
      </Card>
    );
  else
    body = (
      <Card as="section" look="account" className="text-center text-ink-muted">
        {t('wallet.unavailable')}
      </Card>
    );

  return (
    <AccountPage
      title={props.title}
      backTo={props.backTo ?? `/${referenceId}/profile`}
      documentTitle={`${props.title} · ${restaurant.business_name}`}
    >
      <nav aria-label={t('wallet.tabs.label')} className="-mt-1 mb-4">
        <ul className="flex gap-1 rounded-full bg-raised p-1 ring-1 ring-line">
          {tabs.map((tab) => (
            <li key={tab.to} className="flex-1">
              <NavLink
                to={`/${referenceId}/wallet/${tab.to}`}
                className={({ isActive }) =>
                  `flex min-h-11 items-center justify-center rounded-full px-3 text-center text-sm font-semibold transition ${
                    isActive ? 'bg-primary text-on-primary' : 'text-ink-muted hover:bg-ink/5 hover:text-ink'
                  }`
                }
              >
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </AccountPage>
  );
}
