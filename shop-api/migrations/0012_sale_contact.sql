-- The sell flow's submissions: how to reach the seller (the shop calls before a courier comes,
-- and writes about the inspection) and the sell catalog's id of the model priced. Sales recorded
-- before, or by the shop's own tools, have neither; a contact is whole or absent.
ALTER TABLE sales ADD COLUMN contact_name text;
ALTER TABLE sales ADD COLUMN contact_email text;
ALTER TABLE sales ADD COLUMN contact_phone text;
ALTER TABLE sales ADD COLUMN model_id text;
ALTER TABLE sales ADD CONSTRAINT sales_contact_whole CHECK (
  (contact_name IS NULL) = (contact_email IS NULL)
  AND (contact_email IS NULL) = (contact_phone IS NULL)
);
