import type { AddressRepository } from '../../db/address-repository.ts';
import { savedAddressWire } from '../delivery/addresses.ts';
import type { LoginResponse, ProfileResponse, SendOtpResponse, UserWire, VerifyPhoneResponse } from '@okmenu/contract';
import type { BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import type { UserRecord, UserRepository } from '../../db/user-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { OtpChannel, OtpPurpose } from './otp-stores.ts';
import type { OtpService } from './otp-service.ts';
import type { PasswordService } from './password-service.ts';
import { normalizePhone } from './phone-number.ts';
import type { AuthenticatedUser, SessionService } from './session-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';

/** The business a call names, by id or reference. */
export interface BusinessRef {
  business_id?: number;
  reference_id?: string;
}

/** A phone as a request gives it. */
export interface PhoneInput {
  phone: string;
  dial_code?: string;
  country?: string;
}

/** Who is calling, for the rate limits and the SMS language. */
export interface Caller {
  clientAddress: string;
  locale?: string;
}

/** Accounts: phone login with one-time codes, the profile with the wallet, and account deletion. */
export class AccountService {
  constructor(
    private readonly deps: {
      businesses: BusinessRepository;
      users: UserRepository;
      otp: OtpService;
      /** Optional passwords a logged-in customer may set and use instead of a code (decision 0096). */
      passwords: PasswordService;
      sessions: SessionService;
      wallet: WalletService;
      /** Saved delivery addresses (SPEC §3 User.locations). */
      addresses: AddressRepository;
      clock: () => Date;
    },
  ) {}

  /** The business of a call; codes are refused with 403 `otp_disabled` when it does not use phone login (decision 0050). */
  private async businessForCodes(ref: BusinessRef): Promise<BusinessRow> {
    const business =
      ref.business_id !== undefined
        ? await this.deps.businesses.findById(ref.business_id)
        : await this.deps.businesses.findByReference(ref.reference_id ?? '');
    if (!business) throw notFound('Business');
    if (business.settings.disable_otp) {
      throw new AppError(403, 'otp_disabled', 'This business does not use phone login; order as a guest');
    }
    return business;
  }

  private phoneOf(input: PhoneInput, business: BusinessRow): string {
    return normalizePhone({
      phone: input.phone,
      dialCode: input.dial_code,
      country: input.country,
      defaultCountry: business.settings.country_iso,
    });
  }

  /** The customer as the web app sees them (SPEC §3 User), with the wallet when the business has one. */
  private async userWire(target: {
    user: UserRecord;
    business: BusinessRow;
    locale: string | undefined;
  }): Promise<UserWire> {
    const { user, business, locale } = target;
    return {
      id: user.id,
      business_id: user.businessId,
      phone: user.phone,
      name: user.name,
      email: user.email,
      birthday: user.birthday,
      verified_phones: user.verifiedPhones,
      locations: (await this.deps.addresses.list(user.id, user.businessId)).map(savedAddressWire),
      wallet: await this.deps.wallet.view({ user, business, locale }),
    };
  }

  /** send-otp, resend-otp, register-whatsapp: sends a code for a phone, purpose and business. */
  async sendCode(
    request: PhoneInput & BusinessRef & { purpose: OtpPurpose; channel: OtpChannel },
    caller: Caller,
  ): Promise<SendOtpResponse> {
    const business = await this.businessForCodes(request);
    const phone = this.phoneOf(request, business);
    const name = business.settings.business_name;
    const businessName =
      (caller.locale && name[caller.locale as keyof typeof name]) || name.en || Object.values(name)[0] || '';
    const sent = await this.deps.otp.send({
      key: { businessId: business.id, phone, purpose: request.purpose },
      channel: request.channel,
      clientAddress: caller.clientAddress,
      businessName,
      locale: caller.locale,
    });
    return { sent: true, retry_after: sent.retryAfterSeconds, expires_in: sent.expiresInSeconds };
  }

  /**
   * verify-otp (login), webapp/login, verify-by-whatsapp, register: uses a login code, creates the
   * account of that business on first login, optionally stores the profile given, starts a new session.
   */
  async login(
    request: PhoneInput & BusinessRef & { code: string; profile?: { name: string; email?: string; birthday?: string } },
    caller: Caller,
  ): Promise<LoginResponse> {
    const business = await this.businessForCodes(request);
    const phone = this.phoneOf(request, business);
    await this.deps.otp.verify({
      key: { businessId: business.id, phone, purpose: 'login' },
      code: request.code,
      clientAddress: caller.clientAddress,
    });
    const at = this.deps.clock().toISOString();
    const found = await this.deps.users.findOrCreate({ businessId: business.id, phone, at });
    // A code proves the phone: a password locked by wrong tries works again.
    await this.deps.passwords.clearAttempts(found.user.id);
    let user = found.user;
    if (request.profile) {
      const { name, email, birthday } = request.profile;
      await this.deps.users.update(
        user.id,
        { name, ...(email !== undefined ? { email } : {}), ...(birthday !== undefined ? { birthday } : {}) },
        at,
      );
      user = (await this.deps.users.findById(user.id)) ?? user;
    }
    const token = await this.deps.sessions.start({ userId: user.id, businessId: business.id });
    return { token, user: await this.userWire({ user, business, locale: caller.locale }), new_user: found.created };
  }

  /**
   * webapp/verify: logs in with a login code (as webapp/login) or with the password the customer set
   * (create-password). A password never creates an account; a wrong one counts like a wrong code.
   */
  async verify(
    request: PhoneInput & BusinessRef & ({ code: string; password?: never } | { password: string; code?: never }),
    caller: Caller,
  ): Promise<LoginResponse> {
    if (request.code !== undefined) return this.login({ ...request, code: request.code }, caller);
    const business = await this.businessForCodes(request);
    const phone = this.phoneOf(request, business);
    const user = await this.deps.users.findByPhone(business.id, phone);
    await this.deps.passwords.check({
      userId: user?.id,
      password: request.password,
      clientAddress: caller.clientAddress,
    });
    if (!user) throw new AppError(400, 'invalid_password', 'The phone or password is wrong');
    const token = await this.deps.sessions.start({ userId: user.id, businessId: business.id });
    return { token, user: await this.userWire({ user, business, locale: caller.locale }), new_user: false };
  }

  /** webapp/create-password: the logged-in customer sets (or replaces) the password they may log in with. */
  async createPassword(auth: AuthenticatedUser, password: string): Promise<{ password_set: true }> {
    const { user } = await this.own(auth, auth.userId);
    await this.deps.passwords.set(user.id, password);
    return { password_set: true };
  }

  /**
   * verify-phone (and verify-otp with purpose verify_phone): uses a `verify_phone` code. A logged-in
   * user of that business gets the phone added to their verified phones; a guest only learns it is theirs.
   */
  async verifyPhone(
    request: PhoneInput & BusinessRef & { code: string },
    caller: Caller & { user?: AuthenticatedUser },
  ): Promise<VerifyPhoneResponse> {
    const business = await this.businessForCodes(request);
    if (caller.user && caller.user.businessId !== business.id) {
      throw new AppError(401, 'unauthorized', 'This login belongs to another business');
    }
    const phone = this.phoneOf(request, business);
    await this.deps.otp.verify({
      key: { businessId: business.id, phone, purpose: 'verify_phone' },
      code: request.code,
      clientAddress: caller.clientAddress,
    });
    const user = caller.user && (await this.deps.users.findById(caller.user.userId));
    if (!user) return { verified: true, phone, verified_phones: [phone] };
    const verifiedPhones = user.verifiedPhones.includes(phone)
      ? user.verifiedPhones
      : [...user.verifiedPhones, phone].slice(-10);
    await this.deps.users.update(user.id, { verifiedPhones }, this.deps.clock().toISOString());
    return { verified: true, phone, verified_phones: verifiedPhones };
  }

  /** The caller's own live account and business; anybody else's id is a 404, never a 403. */
  private async own(auth: AuthenticatedUser, id: number): Promise<{ user: UserRecord; business: BusinessRow }> {
    const user = id === auth.userId ? await this.deps.users.findById(id) : undefined;
    const business = user && (await this.deps.businesses.findById(user.businessId));
    if (!user || !business) throw notFound('User');
    return { user, business };
  }

  /** GET webapp/profile/{id}: the caller's own profile with the wallet. */
  async profile(request: {
    auth: AuthenticatedUser;
    id: number;
    locale: string | undefined;
  }): Promise<ProfileResponse> {
    const { user, business } = await this.own(request.auth, request.id);
    return { user: await this.userWire({ user, business, locale: request.locale }) };
  }

  /** update-profile: name, email, birthday; a new phone only if the user verified it (verify-phone). */
  async updateProfile(request: {
    auth: AuthenticatedUser;
    changes: { name?: string; email?: string | null; birthday?: string | null; phone?: string };
    locale: string | undefined;
  }): Promise<ProfileResponse> {
    const { auth, changes, locale } = request;
    const { user, business } = await this.own(auth, auth.userId);
    const { phone: rawPhone, ...rest } = changes;
    let phone: string | undefined;
    if (rawPhone !== undefined) {
      phone = this.phoneOf({ phone: rawPhone }, business);
      if (!user.verifiedPhones.includes(phone)) {
        throw new AppError(409, 'phone_not_verified', 'Verify the new phone with a code first', [
          { path: 'body.phone', message: 'Not verified' },
        ]);
      }
    }
    const changed = await this.deps.users.update(
      user.id,
      { ...rest, ...(phone ? { phone } : {}) },
      this.deps.clock().toISOString(),
    );
    if (!changed) throw new AppError(409, 'phone_taken', 'Another account of this business uses that phone');
    return this.profile({ auth, id: user.id, locale });
  }

  /** GET webapp/account/delete/{id}: erases the caller's own account and ends all its sessions. */
  async deleteAccount(auth: AuthenticatedUser, id: number): Promise<{ deleted: true }> {
    const { user } = await this.own(auth, id);
    await this.deps.users.softDelete(user.id, this.deps.clock().toISOString());
    return { deleted: true };
  }
}
