import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The OpenAPI generator and the interactive docs at /api/docs (docs/api-conventions.md). */
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
}

/**
 * GET /api/openapi.json, registered inside the /api scope so that it is compressed like every
 * other answer over 1 KB (the document is about 200 KB of JSON).
 */
export function registerOpenApiDocument(api: FastifyInstance): void {
  api.get(
    '/openapi.json',
    { config: { public: true }, schema: { hide: true, response: { 200: z.looseObject({}) } } },
    async () => api.swagger() as unknown as Record<string, unknown>,
  );
}
