import { useParams } from '../../shared/router/index.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { packageBonus, whatsappLink } from './wallet-history.ts';
import { formatWalletAmount } from '../../entities/money/wallet-money.ts';
import { WalletBuy } from './wallet-buy.tsx';
import { WalletFrame } from './wallet-frame.tsx';

/**
 * /:referenceId/wallet/:packageId: one package, bought online (issue 13). A venue that takes no online
 * payment tops the wallet up itself, so then the page says so and offers the venue's WhatsApp.
 */
export function WalletPackagePage() {
  const { t, i18n } = useTranslation();
  const { packageId } = useParams();
  return (
    <WalletFrame title={t('wallet.package')} backTo={undefined}>
      {({ referenceId, restaurant, wallet }) => {
        const pack = wallet.availablePackages.find((candidate) => String(candidate.id) === packageId);
        if (!pack)
          return (
            <Card as="section" look="account" className="text-center text-ink-muted">
              {t('wallet.packageMissing')}
            </Card>
          );
        const money = { currency: restaurant.currency, locale: i18n.language };
        const bonus = packageBonus(pack);
        const whatsapp = whatsappLink(restaurant.whatsapp_phone, t('wallet.whatsappText', { name: pack.name }));
        return (
          <div className="space-y-4">
            <Card as="section" look="account">
              <h2 className="text-xl font-bold text-ink">{pack.name}</h2>
              {pack.description ? <p className="mt-2 text-ink-muted">{pack.description}</p> : null}
              <dl className="mt-5 grid grid-cols-2 gap-3">
                <div className="rounded-2xl bg-surface p-4">
                  <dt className="text-sm text-ink-muted">{t('wallet.youPay')}</dt>
                  <dd className="mt-1 text-base font-bold whitespace-nowrap text-ink tabular-nums">
                    {formatWalletAmount(pack.price, { ...money, short: true })}
                  </dd>
                </div>
                <div className="rounded-2xl bg-surface p-4">
                  <dt className="text-sm text-ink-muted">{t('wallet.youGet')}</dt>
                  <dd className="mt-1 text-base font-bold whitespace-nowrap text-primary-ink tabular-nums">
                    {formatWalletAmount(pack.credit, { ...money, short: true })}
                  </dd>
                </div>
              </dl>
              {bonus > 0 ? (
                <p className="mt-3 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                  {t('wallet.bonus', { amount: formatWalletAmount(bonus, money) })}
                </p>
              ) : null}
            </Card>
            <WalletBuy
              referenceId={referenceId}
              packageId={pack.id}
              price={formatWalletAmount(pack.price, money)}
              fallback={
                <Card as="section" look="account">
                  <h2 className="font-semibold text-ink">{t('wallet.askVenueTitle')}</h2>
                  <p className="mt-2 text-sm text-ink-muted">{t('wallet.askVenueBody')}</p>
                  {whatsapp ? (
                    <a
                      href={whatsapp}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-[#128c4a] px-6 py-3 text-center font-semibold text-white shadow-sm transition hover:brightness-110"
                    >
                      {t('wallet.whatsapp')}
                    </a>
                  ) : null}
                </Card>
              }
            />
          </div>
        );
      }}
    </WalletFrame>
  );
}
