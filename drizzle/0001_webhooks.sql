CREATE TABLE `deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`webhook_id` text NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`attempt` integer NOT NULL,
	`at` text NOT NULL,
	`status` integer,
	`error` text,
	`outcome` text NOT NULL,
	`next_retry` text
);
--> statement-breakpoint
CREATE INDEX `deliveries_webhook` ON `deliveries` (`webhook_id`,`id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`webhook_id` text NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`body` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_at` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_webhook_seq` ON `outbox` (`webhook_id`,`seq`);--> statement-breakpoint
CREATE INDEX `outbox_due` ON `outbox` (`state`,`next_at`);--> statement-breakpoint
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`kinds` text NOT NULL,
	`players` text,
	`secret` text NOT NULL,
	`previous_secret` text,
	`previous_until` integer,
	`active` integer DEFAULT true NOT NULL,
	`disabled_reason` text,
	`created_at` text NOT NULL
);
