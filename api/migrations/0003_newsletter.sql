CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token_hash` text,
	`confirm_requested_at` integer,
	`unsubscribe_token` text NOT NULL,
	`consent_version` text NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email_unique` ON `newsletter_subscriptions` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_confirm_token_unique` ON `newsletter_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_unsubscribe_token_unique` ON `newsletter_subscriptions` (`unsubscribe_token`);