import { friendRequestSchema, friendAnswerSchema } from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { memberIdRoute, type RouteModule } from '../../lib/member-routes.js';
import type { FriendService } from './friends.service.js';

/** T36–T40: invitation, accept, deny, block, unblock; FRIEND-015 disconnect. */
export const friendRoutes: RouteModule<FriendService> = (service) => async (app) => {
  app.post(
    '/friend/request',
    {
      schema: { body: friendRequestSchema, response: { 200: friendAnswerSchema } },
      onRequest: authenticated,
    },
    async (request) =>
      service.request(
        requireActor(request).userId,
        request.body.friend,
        request.body.requestData ?? null,
      ),
  );
  memberIdRoute(app, 'PUT', '/friend/accept/:id', friendAnswerSchema, (userId, id) =>
    service.accept(userId, id),
  );
  memberIdRoute(app, 'PUT', '/friend/deny/:id', friendAnswerSchema, (userId, id) =>
    service.deny(userId, id),
  );
  memberIdRoute(app, 'PUT', '/friend/block/:id', friendAnswerSchema, (userId, id) =>
    service.block(userId, id),
  );
  memberIdRoute(app, 'PUT', '/friend/unblock/:id', friendAnswerSchema, (userId, id) =>
    service.unblock(userId, id),
  );
  memberIdRoute(app, 'DELETE', '/friend/disconnect/:id', friendAnswerSchema, (userId, id) =>
    service.disconnect(userId, id),
  );
};
