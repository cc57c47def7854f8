/**
 * The session's person as `GET /bff/me` answers it (bff.schema.ts describes the calls), in a
 * module of their own: every page asks who is signed in as it starts, and the bus's
 * `session.changed` carries the same person, so these are in every page's first scripts without
 * the BFF's other schemas (sign-up, password reset, saved addresses).
 */
import * as z from 'zod/mini';
import { CurrentUserSchema } from '../schemas/current-user.schema.js';

export const SessionUserSchema = z.extend(CurrentUserSchema, {
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionResponseSchema = z.object({ user: SessionUserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
