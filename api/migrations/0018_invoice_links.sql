CREATE TABLE `invoice_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_links_token_unique` ON `invoice_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invoice_links_invoice_idx` ON `invoice_links` (`invoice_id`);