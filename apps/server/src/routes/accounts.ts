import {
  createPasswordBody,
  deleteAccountParams,
  loginBody,
  logoutBody,
  profileParams,
  profileQuery,
  registerBody,
  registerWhatsappBody,
  resendOtpQuery,
  sendOtpBody,
  updateProfileBody,
  verifyOtpBody,
  verifyBody,
  verifyPhoneBody,
} from '@okmenu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../http/request-locale.ts';
import { optionalUser, requireUser } from '../http/user-auth.ts';
import { validate } from '../http/validate.ts';
import type { AccountService, Caller } from '../services/accounts/account-service.ts';
import type { SessionService } from '../services/accounts/session-service.ts';

/** SPEC §7 names the account calls under webapp/; the first paths we served stay answered (decision 0096). */
const both = (path: string) => [path, `/webapp${path}`];

function callerOf(request: FastifyRequest): Caller {
  return { clientAddress: request.ip, locale: requestLocale(request.headers) };
}

/**
 * The account calls of SPEC §7 (issue 7); bodies and answers are documented in
 * packages/contract/src/accounts-calls.ts. Nothing here is cacheable.
 */
export function accountRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; sessions: SessionService },
): void {
  const { accounts } = deps;
  app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.post('/send-otp', async (request) => {
      const body = validate(sendOtpBody, request.body, 'body');
      return accounts.sendCode(body, callerOf(request));
    });

    for (const path of both('/register-whatsapp')) {
      scope.post(path, async (request) => {
        const body = validate(registerWhatsappBody, request.body, 'body');
        return accounts.sendCode({ ...body, channel: 'whatsapp' }, callerOf(request));
      });
    }

    // A GET because SPEC §7 names it so; the resend timer and the rate limits make repeats harmless.
    scope.get('/webapp/resend-otp', async (request) => {
      const query = validate(resendOtpQuery, request.query, 'query');
      return accounts.sendCode(query, callerOf(request));
    });

    scope.post('/verify-otp', async (request) => {
      const body = validate(verifyOtpBody, request.body, 'body');
      if (body.purpose === 'verify_phone') {
        return accounts.verifyPhone(body, { ...callerOf(request), user: await optionalUser(request) });
      }
      return accounts.login(body, callerOf(request));
    });

    for (const path of ['/webapp/login', ...both('/verify-by-whatsapp')]) {
      scope.post(path, async (request) => accounts.login(validate(loginBody, request.body, 'body'), callerOf(request)));
    }

    for (const path of both('/verify')) {
      scope.post(path, async (request) => {
        const { code, password, ...rest } = validate(verifyBody, request.body, 'body');
        const credential = code !== undefined ? { code } : { password: password ?? '' };
        return accounts.verify({ ...rest, ...credential }, callerOf(request));
      });
    }

    for (const path of both('/register')) {
      scope.post(path, async (request) => {
        const { name, email, birthday, ...body } = validate(registerBody, request.body, 'body');
        return accounts.login({ ...body, profile: { name, email, birthday } }, callerOf(request));
      });
    }

    for (const path of both('/verify-phone')) {
      scope.post(path, async (request) => {
        const body = validate(verifyPhoneBody, request.body, 'body');
        return accounts.verifyPhone(body, { ...callerOf(request), user: await optionalUser(request) });
      });
    }

    for (const path of both('/update-profile')) {
      scope.post(path, async (request) => {
        const auth = await requireUser(request);
        const body = validate(updateProfileBody, request.body, 'body');
        return accounts.updateProfile({ auth, changes: body, locale: requestLocale(request.headers) });
      });
    }

    for (const path of both('/create-password')) {
      scope.post(path, async (request) => {
        const auth = await requireUser(request);
        const { password } = validate(createPasswordBody, request.body, 'body');
        return accounts.createPassword(auth, password);
      });
    }

    scope.get('/webapp/profile/:id', async (request) => {
      const { id } = validate(profileParams, request.params, 'params');
      const { business_id } = validate(profileQuery, request.query, 'query');
      const auth = await requireUser(request, { businessId: business_id });
      return accounts.profile({ auth, id, locale: requestLocale(request.headers) });
    });

    // A GET because SPEC §7 names it so. It is safe from cross-site requests: the session travels in the
    // Authorization header, which a page of another site cannot make the browser send.
    scope.get('/webapp/account/delete/:id', async (request) => {
      const { id } = validate(deleteAccountParams, request.params, 'params');
      return accounts.deleteAccount(await requireUser(request), id);
    });

    scope.post('/webapp/logout', async (request) => {
      validate(logoutBody, request.body ?? undefined, 'body');
      await deps.sessions.revoke(request.headers.authorization);
      return { logged_out: true };
    });
  });
}
