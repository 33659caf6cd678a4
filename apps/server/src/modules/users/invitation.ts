import type { Invitation, InvitationInput } from '@klokwerk/contract/users';
import { findPlan, withinLimit } from '@klokwerk/domain/plans';
import { assignableRoles } from '@klokwerk/domain/policies';
import { ROLE_LABELS, type Role } from '@klokwerk/domain/roles';
import { assertCompanyInReach } from '../../auth/company-scope';
import { AppError, MESSAGES } from '../../http/errors';
import { queueMail } from '../../mail/outbox';
import type { TenantContext } from '../../tenancy/tenant-context';
import { lockTenantPlan } from '../common/tenant-plan-repository';
import { insertEmployee } from '../employees/index';
import { newLinkToken, REGISTRATION_LINK_MS } from '../registration/index';
import { invitationMail } from './mails';
import * as repo from './repository';
import type { UsersDeps } from './service';

/**
 * Roles that work shifts and so get an employee record with the invitation: they are on the
 * roster, clock in and ask for corrections, all of which hang on an employee. EIGENAAR,
 * ACCOUNTANT and KLOKSYSTEEM get only a sign-in; should such a person also work shifts, a
 * manager adds them as an employee and the account is linked to it
 * (docs/decisions/011-invitations-and-account-links.md).
 */
const STAFF_ROLES: readonly Role[] = [
  'MEDEWERKER',
  'ROOSTERMAKER',
  'FLOORMANAGER',
  'HUMANRESOURCE',
];

const EMAIL_FIELD = 'userDTO.email';

/**
 * The employee the invitation is for: one of the company without an account that has this
 * address, or none. Any other employee with the address (archived, in another company, with an
 * account) makes the address unusable, since addresses are unique in the tenant (docs/data-model.md).
 */
async function existingEmployee(
  ctx: TenantContext,
  email: string,
  companyId: number,
): Promise<number | null> {
  const employee = await repo.findEmployeeByEmail(ctx, email);
  if (!employee) return null;
  if (employee.archived) {
    throw new AppError(
      'EMAIL_IN_USE',
      'Dit e-mailadres is al in gebruik bij een gearchiveerde medewerker.',
      EMAIL_FIELD,
    );
  }
  if (employee.companyId !== companyId) {
    throw new AppError(
      'EMAIL_IN_USE',
      'Dit e-mailadres is al in gebruik bij een medewerker van een ander bedrijf.',
      EMAIL_FIELD,
    );
  }
  if (employee.hasAccount) {
    throw new AppError('EMAIL_IN_USE', 'Deze medewerker heeft al een account.', EMAIL_FIELD);
  }
  return employee.id;
}

/**
 * One more employee must fit the plan (docs/roles-and-policies.md#plans); the English text is the
 * one older clients translate (docs/api-conventions.md#errors).
 */
async function assertEmployeeFits(ctx: TenantContext): Promise<void> {
  const plan = findPlan(await lockTenantPlan(ctx));
  if (!plan) return;
  const current = await repo.countActiveEmployees(ctx);
  if (!withinLimit(plan.maxEmployees, current)) {
    throw new AppError(
      'EMPLOYEE_LIMIT',
      `Employee limit exceeded. Current: ${current}, Allowed: ${plan.maxEmployees}`,
    );
  }
}

/**
 * Invites someone ("Registration link screen" in docs/screens.md#registration-links): for staff roles an employee
 * record (incomplete until its profile link is used) and a link to complete it; for everyone a
 * link to create the sign-in with the chosen role and company. Both links are mailed in the
 * same transaction, so there is never a link without its mail or the reverse. Earlier unused
 * links to the address stop working.
 */
export async function createInvitation(
  ctx: TenantContext,
  deps: UsersDeps,
  input: InvitationInput,
): Promise<Invitation> {
  const { companyId, firstName, lastName } = input.companyIdRequestDto;
  const { email, roles: role } = input.userDTO;
  assertCompanyInReach(ctx, companyId);
  const company = await repo.findCompany(ctx, companyId);
  if (!company) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  if (!assignableRoles(ctx.actor.role).includes(role)) {
    throw new AppError(
      'FORBIDDEN',
      `Je mag de rol ${ROLE_LABELS[role]} niet toekennen.`,
      'userDTO.roles',
    );
  }
  if (await repo.emailInUse(ctx, email, null)) {
    throw new AppError('EMAIL_IN_USE', 'Dit e-mailadres is al in gebruik.', EMAIL_FIELD);
  }

  const staff = STAFF_ROLES.includes(role);
  let employeeId = await existingEmployee(ctx, email, companyId);
  if (employeeId === null && staff) {
    await assertEmployeeFits(ctx);
    // An employee as an invitation makes it: names, address and company; the rest comes later.
    employeeId = await insertEmployee(ctx, { companyId, firstName, lastName, email });
  }

  await repo.deleteOpenLinks(ctx, email);
  const expiresAt = new Date(deps.now.getTime() + REGISTRATION_LINK_MS);
  const link = { email, companyId, firstName, lastName, roles: [role], employeeId, expiresAt };
  const employeeToken = staff ? newLinkToken() : null;
  if (employeeToken) {
    await repo.insertLink(ctx, { ...link, kind: 'employee', tokenHash: employeeToken.tokenHash });
  }
  const userToken = newLinkToken();
  await repo.insertLink(ctx, { ...link, kind: 'user', tokenHash: userToken.tokenHash });

  await queueMail(
    ctx,
    deps.mailer,
    'invitation',
    invitationMail({
      to: email,
      firstName,
      role,
      companyName: company.companyName,
      tenantName: await repo.tenantName(ctx),
      tenantId: ctx.tenantId,
      employeeToken: employeeToken?.token ?? null,
      userToken: userToken.token,
      expiresAt,
      timeZone: company.timeZone,
      publicUrl: deps.publicUrl,
    }),
  );
  return { email, companyId, roles: [role], employeeId, expiresAt: expiresAt.toISOString() };
}
