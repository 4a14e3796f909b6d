CREATE TABLE `lead_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_history_lead_idx` ON `lead_history` (`lead_id`,`at`);--> statement-breakpoint
CREATE TABLE `privacy_erasures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email_hash` text NOT NULL,
	`counts` text NOT NULL,
	`by` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'offen' NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_email_idx` ON `contact_messages` (lower("email"));--> statement-breakpoint
ALTER TABLE `leads` ADD `search_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `leads_email_idx` ON `leads` (lower("email"));