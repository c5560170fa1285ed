import { deleteAccountSchema, dataExportSchema, deleteAccountAnswerSchema } from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { DataRightsService } from './data-rights.service.js';

/** download my data, delete my account (data-use policy, terms). */
export const dataRightsRoutes: RouteModule<DataRightsService> = (service) => async (app) => {
  app.get(
    '/me/data-export',
    { schema: { response: { 200: dataExportSchema } }, onRequest: authenticated },
    async (request, reply) => {
      const actor = requireActor(request);
      reply.header(
        'Content-Disposition',
        `attachment; filename="bgc-my-data-${actor.userId}.json"`,
      );
      return service.export(actor);
    },
  );

  app.post(
    '/me/delete-account',
    {
      schema: { body: deleteAccountSchema, response: { 200: deleteAccountAnswerSchema } },
      onRequest: authenticated,
    },
    async (request) => service.deleteAccount(requireActor(request), request.body.password),
  );
};
