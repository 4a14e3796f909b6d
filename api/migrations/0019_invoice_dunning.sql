CREATE TABLE `invoice_dunning` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`level` text NOT NULL,
	`sent_on` text NOT NULL,
	`sent_by` text NOT NULL,
	`open` integer NOT NULL,
	`interest` integer DEFAULT 0 NOT NULL,
	`fees` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_dunning_level_idx` ON `invoice_dunning` (`invoice_id`,`level`);