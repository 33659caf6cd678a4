import { EMPLOYEE_MESSAGES } from '@klokwerk/contract/employees';
import {
  type EmployeeRegistrationInput,
  INVALID_LINK_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  registerEmployeeCall,
  registerUserCall,
  type UserRegistrationInput,
} from '@klokwerk/contract/registration';
import { localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { hashPassword } from '../../auth/passwords';
import { bsnCipherFor } from '../../crypto/bsn-cipher';
import type { Database } from '../../db/database';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import {
  claimKey,
  earlierAnswer,
  type KeyedAnswer,
  type KeyedRequest,
  replayedAnswer,
  storeAnswer,
} from '../../http/idempotency';
import type { TenantId } from '../../tenancy/tenant-context';
import { takenInCompany } from '../employees/index';
import { inLinkScope, type LinkScope } from './link-scope';
import { hashLinkToken } from './link-token';
import * as repo from './repository';

export interface LinkDeps {
  db: Database;
  now: Date;
  bsnKey: Uint8Array;
  /** Where a registration that failed through the server's fault is reported. */
  logError: (error: unknown) => void;
}

const invalidLink = () => new AppError('NOT_FOUND', INVALID_LINK_MESSAGE);

async function openLink(
  scope: LinkScope,
  deps: LinkDeps,
  token: string,
  kind: 'employee' | 'user',
  lock = false,
): Promise<repo.OpenLink> {
  const link = await repo.findOpenLink(scope, {
    tokenHash: hashLinkToken(token),
    kind,
    now: deps.now,
    lock,
  });
  if (!link) throw invalidLink();
  return link;
}

/** The open link of `kind` with what its form shows; 404 for unknown, expired or used. */
export function inviteeOf(
  deps: LinkDeps,
  tenantId: TenantId,
  token: string,
  kind: 'employee' | 'user',
): Promise<{ email: string; firstName: string; lastName: string; expiresAt: string }> {
  return inLinkScope(deps.db, tenantId, async (scope) => {
    const link = await openLink(scope, deps, token, kind);
    return {
      email: link.email,
      firstName: link.firstName ?? '',
      lastName: link.lastName ?? '',
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}

function assertInvitedAddress(link: repo.OpenLink, email: string): void {
  if (email.toLowerCase() !== link.email.toLowerCase()) {
    throw new AppError(
      'VALIDATION',
      'Het e-mailadres hoort bij de uitnodiging en kan niet worden gewijzigd.',
      'email',
    );
  }
}

const PHONE_IN_USE =
  'Dit telefoonnummer is al in gebruik bij een andere medewerker van dit bedrijf.';

/**
 * Completes the invited employee's profile (docs/screens.md#employee-registration) and uses the link up. The BSN,
 * when given, is stored encrypted for this employee and the change is audited (docs/roles-and-policies.md#money-and-personal-data);
 * without one a BSN already stored stays.
 */
export async function registerEmployee(
  deps: LinkDeps,
  tenantId: TenantId,
  token: string,
  input: EmployeeRegistrationInput,
  keyed: KeyedRequest | null = null,
): Promise<KeyedAnswer<{ email: string; firstName: string; lastName: string }>> {
  try {
    return await inLinkScope(deps.db, tenantId, async (scope) => {
      // A resend after a lost answer: the link is used up by then, so the key answers first.
      const claim = keyed ? await claimKey(scope, keyed, deps.now) : null;
      if (claim?.replay) {
        return {
          answer: replayedAnswer(registerEmployeeCall.response, claim.body),
          replayed: true,
        };
      }
      const link = await openLink(scope, deps, token, 'employee', true);
      const employeeId = link.employeeId;
      if (employeeId === null) throw invalidLink();
      assertInvitedAddress(link, input.email);
      if (input.dateOfBirth > toIsoDate(localDateOf(deps.now, link.timeZone))) {
        throw new AppError('VALIDATION', EMPLOYEE_MESSAGES.dateOfBirthFuture, 'dateOfBirth');
      }
      if (
        await takenInCompany(scope, link.companyId, 'phoneNumber', input.phoneNumber, employeeId)
      ) {
        throw new AppError('CONFLICT', PHONE_IN_USE, 'phoneNumber');
      }
      const bsn = input.socialSecurityNumber;
      await repo.completeEmployee(scope, employeeId, {
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        dateOfBirth: input.dateOfBirth,
        address: input.address,
        ...(bsn === null
          ? {}
          : { bsnEncrypted: bsnCipherFor(deps.bsnKey, employeeId).encrypt(bsn) }),
      });
      if (bsn !== null) {
        await repo.recordLinkAudit(scope, {
          actorUserId: null,
          action: 'bsn.change',
          entity: 'employee',
          entityId: employeeId,
          details: { via: 'registration-link' },
        });
      }
      await repo.markLinkUsed(scope, link.id, deps.now);
      const answer = { email: link.email, firstName: input.firstName, lastName: input.lastName };
      if (keyed) await storeAnswer(scope, keyed, registerEmployeeCall.status, answer, deps.now);
      return { answer, replayed: false };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'employees_phone_key') {
      throw new AppError('CONFLICT', PHONE_IN_USE, 'phoneNumber');
    }
    throw error;
  }
}

/** The checks of an account registration, made before the slow hash and again under the lock. */
async function assertRegistrable(
  scope: LinkScope,
  link: repo.OpenLink,
  input: UserRegistrationInput,
): Promise<void> {
  assertInvitedAddress(link, input.email);
  if (await repo.userNameInUse(scope, input.userName)) {
    throw new AppError('USERNAME_IN_USE', 'Deze gebruikersnaam is al in gebruik.', 'userName');
  }
  if (await repo.userEmailInUse(scope, link.email)) {
    throw new AppError('EMAIL_IN_USE', 'Dit e-mailadres is al in gebruik.', 'email');
  }
  if (link.employeeId !== null && (await repo.employeeHasAccount(scope, link.employeeId))) {
    throw new AppError('CONFLICT', 'Deze medewerker heeft al een account.');
  }
}

/**
 * Creates the sign-in of an invitation (docs/screens.md#employee-registration) with its role and company, linked to
 * the invitation's employee, and uses the link up; the user can sign in at once. Bad input and
 * conflicts answer their own codes; anything else is the server's fault and answers
 * FAILED_TO_REGISTER_USER (docs/screens.md#employee-registration), logged here.
 */
export async function registerUser(
  deps: LinkDeps,
  tenantId: TenantId,
  token: string,
  input: UserRegistrationInput,
  keyed: KeyedRequest | null = null,
): Promise<KeyedAnswer<{ userName: string; email: string }>> {
  const replay = (body: unknown) => ({
    answer: replayedAnswer(registerUserCall.response, body),
    replayed: true,
  });
  try {
    const earlier = await inLinkScope(deps.db, tenantId, async (scope) => {
      // A resend after a lost answer: the link is used up by then, so the key answers first.
      const found = keyed ? await earlierAnswer(scope, keyed, deps.now) : null;
      if (found?.replay) return found;
      await assertRegistrable(scope, await openLink(scope, deps, token, 'user'), input);
      return null;
    });
    if (earlier?.replay) return replay(earlier.body);
    // Outside any transaction: hashing is slow on purpose.
    const passwordHash = await hashPassword(input.password);
    return await inLinkScope(deps.db, tenantId, async (scope) => {
      const claim = keyed ? await claimKey(scope, keyed, deps.now) : null;
      if (claim?.replay) return replay(claim.body);
      const link = await openLink(scope, deps, token, 'user', true);
      await assertRegistrable(scope, link, input);
      await repo.insertUser(scope, {
        userName: input.userName,
        email: link.email,
        passwordHash,
        roles: link.roles,
        companyId: link.companyId,
        employeeId: link.employeeId,
      });
      await repo.markLinkUsed(scope, link.id, deps.now);
      const answer = { userName: input.userName, email: link.email };
      if (keyed) await storeAnswer(scope, keyed, registerUserCall.status, answer, deps.now);
      return { answer, replayed: false };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const constraint = uniqueViolation(error);
    if (constraint === 'users_user_name_key') {
      throw new AppError('USERNAME_IN_USE', 'Deze gebruikersnaam is al in gebruik.', 'userName');
    }
    if (constraint === 'users_email_key') {
      throw new AppError('EMAIL_IN_USE', 'Dit e-mailadres is al in gebruik.', 'email');
    }
    deps.logError(error);
    throw new AppError('FAILED_TO_REGISTER_USER', 'Fout bij het registreren van de gebruiker.');
  }
}

/**
 * Sets the password of a reset link's user (docs/security.md#links-by-e-mail) as the CLI does: older sessions end, a
 * lock-out is lifted, earlier failures stop counting. The link is used up.
 */
export async function resetPassword(
  deps: LinkDeps,
  tenantId: TenantId,
  token: string,
  newPassword: string,
): Promise<{ userName: string }> {
  const tokenHash = hashLinkToken(token);
  const find = async (scope: LinkScope, lock: boolean) => {
    const reset = await repo.findOpenReset(scope, { tokenHash, now: deps.now, lock });
    if (!reset) throw new AppError('NOT_FOUND', INVALID_RESET_LINK_MESSAGE);
    return reset;
  };
  await inLinkScope(deps.db, tenantId, (scope) => find(scope, false));
  const passwordHash = await hashPassword(newPassword);
  return inLinkScope(deps.db, tenantId, async (scope) => {
    const reset = await find(scope, true);
    await repo.resetPassword(scope, reset, passwordHash, deps.now);
    await repo.recordLinkAudit(scope, {
      actorUserId: reset.userId,
      action: 'user.password_reset',
      entity: 'user',
      entityId: reset.userId,
      details: { via: 'reset-link' },
    });
    return { userName: reset.userName };
  });
}
