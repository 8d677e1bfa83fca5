-- Migration number: 0001 	 The index of games, for listing and for the cron sweep of overdue deadlines.
-- The games' contents live in their Durable Objects; this table is a projection that may be rebuilt.
CREATE TABLE games (
  id TEXT PRIMARY KEY NOT NULL,
  title TEXT NOT NULL,
  ruleset TEXT NOT NULL,
  status TEXT NOT NULL,
  -- epoch milliseconds of the current window's deadline; NULL when nothing is due
  next_deadline INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX games_status_next_deadline ON games (status, next_deadline);
