/**
 * Input parsing at the edge and the error body every 4xx/5xx shares (`ApiError` in the
 * contracts). A 400 names the field that was wrong, as `query.productId` or `body.phones.0.id`.
 */
import type { ApiError } from '@refurb/shared-contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The path of the first field of `input` that parsing dropped, or null. zod objects strip the
 * keys they do not declare, so a key of the input missing from the output at the same place is
 * one the schema does not know, at any depth, whatever led there (a union's chosen option, an
 * array's items). Keys a schema keeps on purpose (a record's, a loose object's) stay in the
 * output and pass. A transform that turned an object into another object would read as unknown
 * fields; no request schema has one (theirs turn strings into strings).
 */
export function droppedField(input: unknown, output: unknown): string[] | null {
  if (Array.isArray(input)) {
    if (!Array.isArray(output)) return null;
    for (const [i, item] of input.entries()) {
      const inner = droppedField(item, output[i]);
      if (inner) return [String(i), ...inner];
    }
    return null;
  }
  if (!isRecord(input) || !isRecord(output)) return null;
  for (const [key, item] of Object.entries(input)) {
    if (!Object.hasOwn(output, key)) return [key];
    const inner = droppedField(item, output[key]);
    if (inner) return [key, ...inner];
  }
  return null;
}

type Trail = { readonly key: string; readonly up: Trail } | null;
const pathOf = (trail: Trail): string[] => {
  const path: string[] = [];
  for (let at = trail; at; at = at.up) path.unshift(at.key);
  return path;
};

/**
 * The path of the first string of `input`, value or key, that holds a NUL character, or null.
 * PostgreSQL's text and jsonb cannot store one (the query fails: a 500), and no person types one.
 * Walked with a stack, not recursion: a 256 KB body can nest a hundred thousand levels deep.
 */
export function nulCharacterAt(input: unknown): string[] | null {
  const stack: { value: unknown; trail: Trail }[] = [{ value: input, trail: null }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, trail } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(trail);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, trail: { key: String(i), up: trail } }));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return pathOf({ key, up: trail });
        stack.push({ value: item, trail: { key, up: trail } });
      }
    }
  }
  return null;
}

/**
 * `schema` is any zod 4 schema: shop-api's own (classic) or a contract's (`zod/mini`).
 *
 * A body with a field its schema does not declare is refused (`body.foo: unknown field`) rather
 * than quietly stripped: a misspelt or renamed field would otherwise be dropped and the request
 * carried out without it (a wrong optional, a default in its place). Every front end builds its
 * bodies from the contracts' request types and parsed answers, so none sends more; an added field
 * therefore ships in shop-api before a remote sends it (the order an additive change needs anyway).
 * Queries stay lenient: links gather parameters no one here owns (campaign tags, cache busters).
 * So does a body a third party writes (`unknownFields: 'ignore'`: a payment provider's callback
 * gains fields on the provider's schedule, and refusing one would lose a payment notice).
 * A missing body (`undefined`) reads as `{}`; a JSON `null` is a body of the wrong type. A NUL
 * character anywhere in the input is refused first (see `nulCharacterAt`).
 */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'params',
  options: { unknownFields?: 'refuse' | 'ignore' } = {},
): z.output<S> {
  const input = value === undefined ? {} : value;
  const nul = nulCharacterAt(input);
  if (nul) {
    const path = [where, ...nul].join('.');
    throw new HttpError(400, 'invalid_request', `${path}: contains a NUL character`, path);
  }
  const result = z.safeParse(schema, input);
  if (result.success) {
    const refuses = where === 'body' && options.unknownFields !== 'ignore';
    const unknown = refuses ? droppedField(input, result.data) : null;
    if (!unknown) return result.data;
    const path = [where, ...unknown].join('.');
    throw new HttpError(400, 'invalid_request', `${path}: unknown field`, path);
  }
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

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path
 * segment over `maxParamLength`, 100 characters; a malformed percent-encoding) gets the same
 * ApiError body as every other 4xx instead of Fastify's own shape, without echoing the path.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'params: a part of the path is over 100 characters'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'params: a part of the path is not valid percent-encoding'
        : error.message;
  void reply.status(status).send(errorBody(error.code ?? 'bad_request', message, 'params'));
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
