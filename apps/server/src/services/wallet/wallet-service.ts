import type { WalletCreditResponse, WalletTransactionWire, WalletWire } from '@okmenu/contract';
import { currencyOf, fitsCurrency, toMajor, toMinor } from '@okmenu/domain';
import type { BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import type { UserRecord, UserRepository } from '../../db/user-repository.ts';
import type { WalletRepository, WalletTransactionRow } from '../../db/wallet-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import { normalizePhone } from '../accounts/phone-number.ts';
import { resolveLocale, wireContext } from '../business/wire/restaurant-view.ts';

const historyLength = 50;

function transactionWire(row: WalletTransactionRow, major: (minor: number) => number): WalletTransactionWire {
  return {
    id: row.id,
    amount: major(Number(row.amount)),
    kind: row.kind,
    order_id: row.order_id,
    package_id: row.package_id,
    payment_id: row.payment_id ?? null,
    reason: row.reason,
    created_at: row.created_at,
  };
}

/** The wallet as the customer sees it, and the venue's crediting of it. */
export class WalletService {
  constructor(
    private readonly deps: {
      wallet: WalletRepository;
      users: UserRepository;
      businesses: BusinessRepository;
      graphs: GraphCache;
      clock: () => Date;
    },
  ) {}

  /** The profile's wallet (SPEC §3) when the business has `enable_wallet`; null otherwise. */
  async view(request: {
    user: UserRecord;
    business: BusinessRow;
    locale: string | undefined;
  }): Promise<WalletWire | null> {
    const { user, business, locale: askedLocale } = request;
    if (!business.settings.enable_wallet) return null;
    const graph = await this.deps.graphs.get(business);
    const { t, major } = wireContext(graph, resolveLocale(askedLocale, graph.settings.locales));
    const [history, onHold] = await Promise.all([
      this.deps.wallet.history(user.id, historyLength),
      this.deps.wallet.onHold(user.id),
    ]);
    return {
      wallet_feature_enabled: true,
      balance: [{ amount: major(user.walletBalance) }],
      onHoldBalance: major(onHold),
      availablePackages: graph.wallet_packages
        .filter((pack) => pack.active)
        .map((pack) => ({
          id: pack.id,
          name: t(pack.name),
          description: t(pack.description),
          price: major(pack.price),
          credit: major(pack.credit),
        })),
      creditHistory: history.map((row) => transactionWire(row, major)),
      policy: t(graph.settings.labels.wallet_policy),
    };
  }

  /**
   * A staff member credits a customer of their business with an amount (major units) or a package's
   * credit; the ledger keeps who (the staff token's label), when and why.
   */
  async staffCredit(
    staff: { businessId: number; label: string },
    request: { user_id?: number; phone?: string; amount?: number; package_id?: number; reason: string },
  ): Promise<WalletCreditResponse> {
    const business = await this.deps.businesses.findById(staff.businessId);
    if (!business) throw notFound('Business');
    if (!business.settings.enable_wallet) throw new AppError(409, 'wallet_disabled', 'This business has no wallet');
    const currency = currencyOf(business.settings.currency);
    const user =
      request.user_id !== undefined
        ? await this.deps.users.findById(request.user_id)
        : await this.deps.users.findByPhone(
            business.id,
            normalizePhone({ phone: request.phone ?? '', defaultCountry: business.settings.country_iso }),
          );
    if (!user || user.businessId !== business.id) throw notFound('Customer');
    let amount: number;
    let packageId: number | null = null;
    if (request.package_id !== undefined) {
      const graph = await this.deps.graphs.get(business);
      const pack = graph.wallet_packages.find((p) => p.id === request.package_id && p.active);
      if (!pack) throw notFound('Wallet package');
      amount = pack.credit;
      packageId = pack.id;
    } else {
      const major = request.amount ?? 0;
      if (!fitsCurrency(major, currency)) {
        throw new AppError(400, 'invalid_request', `At most ${currency.decimalDigits} decimals in ${currency.code}`, [
          { path: 'body.amount', message: 'Too many decimals for the currency' },
        ]);
      }
      amount = toMinor(major, currency);
      // 1e-98 has "no decimals too many" yet rounds to nothing; the ledger only takes positive amounts.
      if (amount < 1) {
        throw new AppError(400, 'invalid_request', `The smallest credit is one minor unit of ${currency.code}`, [
          { path: 'body.amount', message: 'Too small for the currency' },
        ]);
      }
    }
    const actor = `staff:${staff.label}`;
    const result = await this.deps.wallet.credit({
      userId: user.id,
      businessId: business.id,
      amount,
      packageId,
      actor,
      reason: request.reason,
      at: this.deps.clock().toISOString(),
    });
    const major = (minor: number) => toMajor(minor, currency);
    return {
      user_id: user.id,
      balance: major(result.balance),
      transaction: { ...transactionWire(result.transaction, major), actor },
    };
  }
}
