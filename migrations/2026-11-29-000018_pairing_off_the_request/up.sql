-- A Swiss round is paired by a job, not by the request that recorded the last result of the
-- round before (pairing a 9,999-player round takes tens of seconds). `pairing_due` names the
-- round to pair; a worker of any replica takes it under a lease (a replica that dies mid-pairing
-- lets the lease lapse and another pairs the round).
ALTER TABLE tournaments ADD COLUMN pairing_due INT, ADD COLUMN pairing_leased_until TIMESTAMPTZ;
CREATE INDEX tournaments_pairing_due_idx ON tournaments (id) WHERE pairing_due IS NOT NULL;
