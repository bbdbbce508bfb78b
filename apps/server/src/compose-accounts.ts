import type { FastifyBaseLogger } from 'fastify';
import { createSmsSender } from './adapters/sms/create-sms-sender.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { DevOutbox } from './adapters/sms/dev-outbox.ts';
import type { SmsConfig } from './config.ts';
import type { BusinessRepository } from './db/business-repository.ts';
import type { DatabaseHandle } from './db/database.ts';
import { AddressRepository } from './db/address-repository.ts';
import { PasswordRepository } from './db/password-repository.ts';
import { SessionRepository } from './db/session-repository.ts';
import { SqlOtpStore, SqlRateLimitStore } from './db/sql-otp-store.ts';
import { StaffRepository } from './db/staff-repository.ts';
import { UserRepository } from './db/user-repository.ts';
import { WalletRepository } from './db/wallet-repository.ts';
import { AccountService } from './services/accounts/account-service.ts';
import type { GraphCache } from './services/shared/graph-cache.ts';
import { OtpService } from './services/accounts/otp-service.ts';
import { PasswordService } from './services/accounts/password-service.ts';
import { SessionService } from './services/accounts/session-service.ts';
import { StaffAuth } from './services/staff/staff-auth.ts';
import { WalletService } from './services/wallet/wallet-service.ts';

/** Everything accounts need, wired; `walletRepository` is what the order flow debits and refunds. */
export interface AccountsWiring {
  accounts: AccountService;
  sessions: SessionService;
  wallet: WalletService;
  walletRepository: WalletRepository;
  users: UserRepository;
  staff: StaffAuth;
  /** The SMS/WhatsApp provider, also used for guests' status messages. */
  sms: SmsSender;
  /** Set only with the development SMS provider; enables GET /api/dev/outbox. */
  outbox?: DevOutbox;
  /** Sends the accounts' warnings to the app's logger once it exists. */
  attachLogger(logger: FastifyBaseLogger): void;
}

/** Wires accounts: SQL stores for codes, limits, users, sessions and the wallet, and the SMS provider. */
export function createAccounts(options: {
  database: DatabaseHandle;
  businesses: BusinessRepository;
  graphs: GraphCache;
  clock: () => Date;
  sms: SmsConfig;
}): AccountsWiring {
  const { database, businesses, graphs, clock } = options;
  let logger: FastifyBaseLogger | undefined;
  const { sender, outbox } = createSmsSender(options.sms, { clock, log: (message) => logger?.info(message) });
  const users = new UserRepository(database.db);
  const walletRepository = new WalletRepository(database.db, database.dialect);
  const sessions = new SessionService({ sessions: new SessionRepository(database.db), clock });
  const limits = new SqlRateLimitStore(database.db);
  const otp = new OtpService({
    codes: new SqlOtpStore(database.db),
    limits,
    sms: sender,
    clock,
    warn: (details, message) => logger?.warn(details, message),
  });
  const wallet = new WalletService({ wallet: walletRepository, users, businesses, graphs, clock });
  const addresses = new AddressRepository(database.db);
  const passwords = new PasswordService({ passwords: new PasswordRepository(database.db), limits, clock });
  const accounts = new AccountService({ businesses, users, otp, passwords, sessions, wallet, addresses, clock });
  const staff = new StaffAuth({ staff: new StaffRepository(database.db), businesses });
  return {
    accounts,
    sessions,
    wallet,
    walletRepository,
    users,
    staff,
    sms: sender,
    outbox,
    attachLogger(appLogger) {
      logger = appLogger;
      if (outbox)
        logger.warn(
          'SMS provider: development outbox; codes are readable at GET /api/dev/outbox (set SMS_PROVIDER for real use)',
        );
    },
  };
}
