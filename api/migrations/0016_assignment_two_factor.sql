CREATE TABLE `recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recovery_codes_user_idx` ON `recovery_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `leads` ADD `assigned_to` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `leads_assigned_idx` ON `leads` (`assigned_to`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `assigned_to` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `orders_assigned_idx` ON `orders` (`assigned_to`,`created_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `sent_by` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `assigned_to` integer REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `quotes_assigned_idx` ON `quotes` (`assigned_to`,`created_at`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `two_factor_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_key` text;--> statement-breakpoint
ALTER TABLE `users` ADD `totp_last_step` integer;