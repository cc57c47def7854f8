-- Reviews of the shop and of selling to it, per site. A few published reviews ship with the
-- schema so every site's reviews pages have content from the first start.
CREATE TABLE reviews (
  id text PRIMARY KEY,
  country text NOT NULL CHECK (country IN ('ro', 'bg', 'hu', 'gr')),
  kind text NOT NULL CHECK (kind IN ('shop', 'sell')),
  author text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_site ON reviews (country, kind, created_at DESC);

INSERT INTO reviews (id, country, kind, author, rating, body, created_at) VALUES
  ('R-ro-1', 'ro', 'shop', 'Andreea M.', 5, 'Telefonul a arătat ca nou și a ajuns a doua zi.', '2026-09-02T10:00:00Z'),
  ('R-ro-2', 'ro', 'shop', 'Mihai P.', 4, 'Bateria ține bine, ambalaj atent. Recomand.', '2026-09-15T10:00:00Z'),
  ('R-ro-3', 'ro', 'sell', 'Ioana D.', 5, 'Am primit banii în două zile după ce am trimis laptopul.', '2026-10-01T10:00:00Z'),
  ('R-bg-1', 'bg', 'shop', 'Георги И.', 5, 'Телефонът е като нов, доставката беше бърза.', '2026-09-05T10:00:00Z'),
  ('R-bg-2', 'bg', 'shop', 'Мария К.', 4, 'Много добро състояние, препоръчвам.', '2026-09-20T10:00:00Z'),
  ('R-bg-3', 'bg', 'sell', 'Иван С.', 5, 'Продадох стария си таблет лесно и бързо.', '2026-10-03T10:00:00Z'),
  ('R-hu-1', 'hu', 'shop', 'Kovács Anna', 5, 'Hibátlan állapotú telefon, gyors szállítás.', '2026-09-07T10:00:00Z'),
  ('R-hu-2', 'hu', 'shop', 'Nagy Péter', 4, 'Jó ár, jó akkumulátor. Ajánlom.', '2026-09-21T10:00:00Z'),
  ('R-hu-3', 'hu', 'sell', 'Szabó Eszter', 5, 'Két nap alatt megkaptam a pénzt a laptopomért.', '2026-10-04T10:00:00Z'),
  ('R-gr-1', 'gr', 'shop', 'Νίκος Π.', 5, 'Το κινητό ήρθε σαν καινούργιο και πολύ γρήγορα.', '2026-09-09T10:00:00Z'),
  ('R-gr-2', 'gr', 'shop', 'Ελένη Κ.', 4, 'Πολύ καλή κατάσταση, το προτείνω.', '2026-09-23T10:00:00Z'),
  ('R-gr-3', 'gr', 'sell', 'Γιώργος Α.', 5, 'Πούλησα το παλιό μου tablet εύκολα.', '2026-10-05T10:00:00Z');
