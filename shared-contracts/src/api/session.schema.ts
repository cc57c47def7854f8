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

/**
 * `GET /bff/session`: who this browser's session belongs to, `null` for a visitor (no session, or
 * one that has ended). A visitor is not an error: every page asks as it starts, and `/bff/me`'s
 * 401 for a visitor was a failed request in the console of every anonymous page (issue 37).
 * `/bff/me` keeps its 401 for the releases that read it.
 */
export const SessionStateResponseSchema = z.object({ user: z.nullable(SessionUserSchema) });
export type SessionStateResponse = z.infer<typeof SessionStateResponseSchema>;
