-- When a shop session stops counting, beside what Firebase Auth says of the person.
--
-- Firebase keeps one time per person, `tokensValidAfterTime`: every token issued before it is
-- revoked. A password change or an administrator moves it, and so does the shop's own logout
-- (which revokes the person's refresh tokens, so nothing signed in from this device's Firebase
-- state keeps working). A shop session made before that time is ended when it is next used
-- (routes/bff.ts), except when the time is the one the shop's own logout on another device set:
-- a plain logout ends this device's session, not every device's ("log out everywhere" does that).
--   logout_revoked_at    the `tokensValidAfterTime` the shop's last plain logout produced;
--   sessions_valid_after sessions made before it are over, whatever Firebase says (log out
--                        everywhere, and a revocation not of the shop's making seen at a logout).
ALTER TABLE users ADD COLUMN logout_revoked_at timestamptz;
ALTER TABLE users ADD COLUMN sessions_valid_after timestamptz;
