// /__mock/app-config: QA and tests change the app config the mock serves (a category's default sort, the
// price filter, the account menu flags) without restarting it. PATCH merges a partial config over the current
// one and checks it with the config codec (400 naming each bad field, nothing changed); GET shows it; DELETE
// and POST /__mock/reset go back to the seeded config. The state is one slot: app.appConfig (state/app-config.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppConfigAdminReply } from '../../admin/contract';
import { invalid } from '../../lib/http-error';
import { encodeReply, JSON_TYPE } from '../../plugins/contract';

export const registerAppConfigAdmin = (app: FastifyInstance, checkReplies: boolean): void => {
  const send = (reply: FastifyReply, where: string) =>
    reply
      .type(JSON_TYPE)
      .send(
        encodeReply(
          AppConfigAdminReply,
          { status: 'success', config: app.appConfig.current, override: app.appConfig.patch },
          checkReplies,
          where,
        ),
      );

  app.get('/__mock/app-config', async (_request, reply) => send(reply, 'GET /__mock/app-config'));

  app.patch('/__mock/app-config', async (request, reply) => {
    const result = app.appConfig.apply(request.body);
    if (!result.ok) throw invalid(result.errors);
    return send(reply, 'PATCH /__mock/app-config');
  });

  app.delete('/__mock/app-config', async (_request, reply) => {
    app.appConfig.clear();
    return send(reply, 'DELETE /__mock/app-config');
  });
};
