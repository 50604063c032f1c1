import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { requiresSignIn } from '../../auth/access';
import { isValibotSchema, toOpenApiSchema } from '../../lib/validation';

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * The OpenAPI document, built from the routes themselves: their valibot
 * schemas (converted here) and their access rule (bearer security on every
 * route that needs sign-in). Served by routes/openapi.ts.
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
        const access = route.config?.auth;
        if (access !== undefined && requiresSignIn(access)) converted.security = [{ bearerAuth: [] }];
        return { schema: converted, url };
      },
    });
  },
  { name: 'swagger' },
);
