-- One single-row update per transaction: the baseline a move submission is compared with.
\set aid random(1, 100000 * :scale)
UPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = :aid;
