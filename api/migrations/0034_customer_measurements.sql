CREATE TABLE `lead_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`slot` integer NOT NULL,
	`file` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_photos_slot_idx` ON `lead_photos` (`lead_id`,`slot`);--> statement-breakpoint
ALTER TABLE `leads` ADD `self_measurements` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `photo_key_hash` text;--> statement-breakpoint
CREATE INDEX `leads_photo_key_idx` ON `leads` (`photo_key_hash`);