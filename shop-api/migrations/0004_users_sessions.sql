-- Shop users (identity lives in Firebase Auth: no passwords here) and their BFF sessions.

CREATE TABLE users (
  id text PRIMARY KEY,
  email text,
  display_name text,
  phone_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  deactivated_at timestamptz
);

-- The cookie holds a random session id; only its SHA-256 is stored.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
