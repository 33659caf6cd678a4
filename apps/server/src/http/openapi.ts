import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** OpenAPI document at /api/openapi.json and the interactive docs at /api/docs (DESIGN §4). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Klokwerk API',
        description: 'Roosters, tijdregistratie en loonkosten voor de horeca.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get(
    '/api/openapi.json',
    { config: { public: true }, schema: { hide: true, response: { 200: z.looseObject({}) } } },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
}
