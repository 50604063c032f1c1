import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { requiresSignIn } from '@dapcon/contract';
import { isValibotSchema, toOpenApiSchema } from '../../lib/validation';

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * The OpenAPI document, built from the routes themselves, that is from the contract's
 * endpoint objects (lib/endpoint.ts): their valibot request and response schemas
 * (converted here) and their access rule (bearer security on every route that needs
 * sign-in). Served by the sistema area (GET /api/openapi.json).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'DAPcon API',
          version: '0.1.0',
          description:
            'API of the DAPcon portal. Answers use `{ status, message, data }`; field errors come as 422 with `errors: { field: [text] }`; session failures as 401 with one of the contract\'s session messages.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: ({ schema, url, route }) => {
        const converted: FastifySchema = { ...schema };
        for (const part of REQUEST_PARTS) {
          const value = schema?.[part];
          if (isValibotSchema(value)) converted[part] = toOpenApiSchema(value);
        }
        // Answers by status: `{ 200: <envelope around the endpoint's response> }` (lib/endpoint.ts).
        const response: unknown = schema?.response;
        if (typeof response === 'object' && response !== null) {
          converted.response = Object.fromEntries(
            Object.entries(response).map(([status, answer]: [string, unknown]) => [status, isValibotSchema(answer) ? toOpenApiSchema(answer) : answer]),
          );
        }
        const access = route.config?.auth;
        if (access !== undefined && requiresSignIn(access)) converted.security = [{ bearerAuth: [] }];
        return { schema: converted, url };
      },
    });
  },
  { name: 'swagger' },
);
