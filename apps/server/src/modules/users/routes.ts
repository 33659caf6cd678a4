import {
  assignRoleCall,
  changeEmailCall,
  createInvitationCall,
  deleteUserCall,
  requestPasswordResetCall,
  usersOfCompanyCall,
} from '@klokwerk/contract/users';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTenant } from '../../auth/api-guard';
import { routeSchema } from '../../http/route-schema';
import { createInvitation } from './invitation';
import { requestPasswordReset } from './password-reset';
import { assignRole, changeEmail, deleteUser, type UsersDeps, usersOfCompany } from './service';

function depsOf(app: FastifyInstance): UsersDeps {
  return {
    now: app.clock(),
    publicUrl: app.config.publicUrl,
    mailer: app.mailer,
  };
}

/** User accounts, invitations and role assignment ("Registration link screen" in docs/screens.md#registration-links). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    usersOfCompanyCall.path,
    { config: { policy: 'users.manage' }, schema: routeSchema(usersOfCompanyCall) },
    async (request) => usersOfCompany(requireTenant(request), request.params.companyId),
  );
  app.post(
    assignRoleCall.path,
    { config: { policy: 'roles.assign' }, schema: routeSchema(assignRoleCall) },
    async (request) => assignRole(requireTenant(request), request.params.userName, request.body),
  );
  app.post(
    createInvitationCall.path,
    { config: { policy: 'users.manage' }, schema: routeSchema(createInvitationCall) },
    async (request, reply) => {
      // Status only: a reply sent from inside the handler would leave before the guard's
      // transaction commits, so a client could act on an invitation that is not there yet.
      reply.status(createInvitationCall.status);
      return createInvitation(requireTenant(request), depsOf(app), request.body);
    },
  );
  app.post(
    requestPasswordResetCall.path,
    { config: { policy: 'users.manage' }, schema: routeSchema(requestPasswordResetCall) },
    async (request) =>
      requestPasswordReset(requireTenant(request), depsOf(app), request.params.userName),
  );
  app.delete(
    deleteUserCall.path,
    { config: { policy: 'users.manage' }, schema: routeSchema(deleteUserCall) },
    async (request) => deleteUser(requireTenant(request), request.params.email),
  );
  app.put(
    changeEmailCall.path,
    { config: { policy: 'users.manage' }, schema: routeSchema(changeEmailCall) },
    async (request) =>
      changeEmail(requireTenant(request), request.params.userName, request.body.newEmail),
  );
};
