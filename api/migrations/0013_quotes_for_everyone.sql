CREATE TABLE `line_presets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`unit` text NOT NULL,
	`net_price` integer NOT NULL,
	`labour` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `quote_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_links_token_unique` ON `quote_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `quote_links_quote_idx` ON `quote_links` (`quote_id`);--> statement-breakpoint
DROP INDEX `quotes_number_unique`;--> statement-breakpoint
ALTER TABLE `quotes` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `superseded_by` integer REFERENCES quotes(id);--> statement-breakpoint
ALTER TABLE `quotes` ADD `customer_company` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `customer_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `customer_address` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `installation_address` text;--> statement-breakpoint
ALTER TABLE `quotes` ADD `price_basis` text DEFAULT 'net' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_version_unique` ON `quotes` (`number`,`version`);--> statement-breakpoint
ALTER TABLE `orders` ADD `price_basis` text DEFAULT 'net' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_company` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `installation_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `acceptance` text;--> statement-breakpoint
-- Quotes and orders issued so far were priced gross per line; they stay as they were issued.
UPDATE `quotes` SET `price_basis` = 'gross';--> statement-breakpoint
UPDATE `orders` SET `price_basis` = 'gross';--> statement-breakpoint
INSERT INTO `line_presets` (`name`, `unit`, `net_price`, `labour`, `sort_order`, `created_at`, `updated_at`) VALUES
	('Montage je Fenster', 'Stk.', 12000, 1, 1, 1764000000000, 1764000000000),
	('Altfensterentsorgung je Fenster', 'Stk.', 2500, 0, 2, 1764000000000, 1764000000000),
	('Lieferung', 'pauschal', 8900, 0, 3, 1764000000000, 1764000000000),
	('Aufmaß vor Ort', 'pauschal', 0, 1, 4, 1764000000000, 1764000000000),
	('Anschlussfuge abdichten', 'm', 850, 1, 5, 1764000000000, 1764000000000);
