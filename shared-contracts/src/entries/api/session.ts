/**
 * `@refurb/shared-contracts/api/session`: the session service's (the BFF's) HTTP contract: sign-in,
 * registration, password reset, the bot check, saved addresses and the session's cookies.
 */
export {
  BotTokenRequestSchema,
  BotTokenResponseSchema,
  CloudTokenResponseSchema,
  CUSTOM_TOKEN_COOKIE,
  CreateSessionRequestSchema,
  PasswordResetRequestSchema,
  PasswordResetResponseSchema,
  RegisterRequestSchema,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  SavedAddressesResponseSchema,
  SavedAddressParamsSchema,
  SavedAddressResponseSchema,
} from '../../api/bff.schema.js';
export type {
  BotCheckAction,
  CreateSessionRequest,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
} from '../../api/bff.schema.js';
export { SessionResponseSchema, SessionStateResponseSchema } from '../../api/session.schema.js';
export type {
  SessionResponse,
  SessionStateResponse,
  SessionUser,
} from '../../api/session.schema.js';
