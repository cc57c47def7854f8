-- Reviews of a product model (issue 36): a review may name the model it is about, by the
-- catalog's legacy model id (what the product page's address and the cards carry). NULL: a
-- review of the site itself, as every review written before. Only a shop review names a model
-- (a sale is no purchase of one), and only an account that bought a listing of that model on
-- that site may write one (content/reviews.repository.ts).
--
-- No foreign key to models: the seed's reset truncates the catalog (a key would take every
-- review with it), and a review stays the buyer's words after the shop stops listing the model.
ALTER TABLE reviews ADD COLUMN legacy_model_id integer
  CONSTRAINT reviews_model_is_shop CHECK (legacy_model_id IS NULL OR kind = 'shop');

-- A model's list (newest first), its average and count, and the cards' ratings read one site's
-- published reviews of a model.
CREATE INDEX reviews_model ON reviews (country, legacy_model_id, created_at DESC)
  WHERE status = 'published' AND legacy_model_id IS NOT NULL;
