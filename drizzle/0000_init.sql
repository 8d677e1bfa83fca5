CREATE TABLE `events` (
	`seq` integer PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`v` integer NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`data` text NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idempotency` (
	`key` text PRIMARY KEY NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `snapshots` (
	`seq` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tokens` (
	`hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`name` text,
	`active` integer DEFAULT true NOT NULL
);
