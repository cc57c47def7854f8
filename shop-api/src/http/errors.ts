/**
 * Input parsing at the edge and the error body every 4xx/5xx shares (`ApiError` in the
 * contracts). A 400 names the field that was wrong, as `query.productId` or `body.phones.0.id`.
 */
import type { ApiError } from '@refurb/shared-contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** `schema` is any zod 4 schema: shop-api's own (classic) or a contract's (`zod/mini`). */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'params',
): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [where, ...(issue?.path ?? []).map(String)].join('.');
  throw new HttpError(400, 'invalid_request', `${path}: ${issue?.message ?? 'invalid'}`, path);
}

export function errorBody(code: string, message: string, field?: string): ApiError {
  return {
    success: false,
    error: field === undefined ? { code, message } : { code, message, field },
  };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.field));
    }
    // Fastify's own 4xx: unparseable JSON, a body over the limit, a wrong content type.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(errorBody(error.code ?? 'bad_request', error.message, 'body'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'The shop could not answer; try again.'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
