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
CREATE INDEX `leads_email_idx` ON `leads` (lower("email"));--> statement-breakpoint
CREATE INDEX `leads_search_idx` ON `leads` (`search_text`,`status`,`created_at`);--> statement-breakpoint
-- Leads stored before search_text existed: folded here as leads/search-text.ts folds new ones (lower case, umlauts, ß as ss).
UPDATE `leads` SET `search_text` = replace(lower(replace(replace(replace(`vorname` || ' ' || `nachname` || ' ' || `email` || ' ' || `plz` || ' ' || `reference`, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')), 'ß', 'ss') WHERE `search_text` = '';
