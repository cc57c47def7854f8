-- Go-live safety for payments and the partner login (issue 32).
--
-- Payments: one live (PENDING) payment per order, enforced by a unique partial index, so a second
-- /payment/start reuses the first instead of opening a sibling. A payment that can no longer be
-- settled (its order was paid by a sibling, failed or expired) is CANCELLED. An approval that
-- arrives for an order no longer awaiting payment is still recorded (the provider took the money)
-- with refund_due, for the back office to refund.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments
  ADD CONSTRAINT payments_status_check CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'CANCELLED'));
ALTER TABLE payments ADD COLUMN refund_due boolean NOT NULL DEFAULT false;
-- Older data may hold several PENDING payments of one order: all but the newest are cancelled.
UPDATE payments p SET status = 'CANCELLED', settled_at = now()
 WHERE p.status = 'PENDING'
   AND EXISTS (SELECT 1 FROM payments q
                WHERE q.order_id = p.order_id AND q.status = 'PENDING'
                  AND (q.created_at, q.id) > (p.created_at, p.id));
CREATE UNIQUE INDEX payments_one_live_per_order ON payments (order_id) WHERE status = 'PENDING';

-- Each signed provider callback carries a nonce; one that was seen is a replay. Shared by every
-- instance (the database is); rows older than the callback's time window can be deleted.
CREATE TABLE payment_callback_nonces (
  nonce text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_callback_nonces_received_idx ON payment_callback_nonces (received_at);

-- The partner marketplace's identities, linked to shop users by the partner's subject id (never by
-- an e-mail address typed anywhere). A link is made when the partner sign-in creates the account,
-- or when the account's owner, signed in, signs in with the partner.
CREATE TABLE partner_links (
  partner text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner, subject)
);
CREATE INDEX partner_links_user_idx ON partner_links (user_id);
