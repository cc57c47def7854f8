-- An accessory's name in each site's language (the spec's translatedName), beside its price there.
-- The accessory's own name stays the Romanian product name (its picture's key). Rows from before
-- this migration are named by the server at start from the seed's names (ensureAccessoryNames).
ALTER TABLE accessory_prices ADD COLUMN translated_name text;
