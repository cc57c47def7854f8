-- Reviews are written by signed-in people and held for moderation (content/reviews.repository.ts):
--   user_id           the account that wrote it (null for the reviews shipped with the schema);
--   status            pending (waiting for a moderator: not listed, not in the average),
--                     published (listed and averaged), removed (never shown again);
--   verified_purchase the account had bought from (kind shop) or sold to (kind sell) this site
--                     when it wrote the review;
--   moderated_at      when a moderator last published or removed it.
-- The reviews already here were published, and stay so.
ALTER TABLE reviews ADD COLUMN user_id text REFERENCES users (id);
ALTER TABLE reviews ADD COLUMN status text NOT NULL DEFAULT 'published'
  CHECK (status IN ('pending', 'published', 'removed'));
ALTER TABLE reviews ADD COLUMN verified_purchase boolean NOT NULL DEFAULT false;
ALTER TABLE reviews ADD COLUMN moderated_at timestamptz;

-- The list and its average read one site's published reviews of a kind, newest first.
DROP INDEX reviews_site;
CREATE INDEX reviews_site ON reviews (country, kind, status, created_at DESC);
-- The moderation queue reads the pending ones, oldest first.
CREATE INDEX reviews_pending ON reviews (created_at, id) WHERE status = 'pending';
