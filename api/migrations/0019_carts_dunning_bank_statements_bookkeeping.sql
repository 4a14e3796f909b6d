CREATE TABLE `bank_statement_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`import_id` integer NOT NULL,
	`bank_reference` text NOT NULL,
	`booking_date` text NOT NULL,
	`value_date` text,
	`amount` integer NOT NULL,
	`counterparty` text DEFAULT '' NOT NULL,
	`remittance` text DEFAULT '' NOT NULL,
	`end_to_end_id` text,
	`status` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`invoice_id` integer,
	`part_payment` integer DEFAULT false NOT NULL,
	`surplus` integer DEFAULT 0 NOT NULL,
	`suggestions` text DEFAULT '[]' NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	FOREIGN KEY (`import_id`) REFERENCES `bank_statement_imports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_statement_entries_booking_unique` ON `bank_statement_entries` (`bank_reference`,`booking_date`,`amount`);--> statement-breakpoint
CREATE INDEX `bank_statement_entries_import_idx` ON `bank_statement_entries` (`import_id`);--> statement-breakpoint
CREATE TABLE `bank_statement_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_name` text NOT NULL,
	`first_day` text,
	`last_day` text,
	`entries` integer NOT NULL,
	`duplicates` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bookkeeping_debtors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_key` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookkeeping_debtors_key_unique` ON `bookkeeping_debtors` (`customer_key`);--> statement-breakpoint
CREATE TABLE `closed_months` (
	`month` text PRIMARY KEY NOT NULL,
	`closed_by` text NOT NULL,
	`closed_at` integer NOT NULL,
	`exported_at` integer,
	`exported_by` text
);
--> statement-breakpoint
CREATE TABLE `customer_carts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`lines` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
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
CREATE UNIQUE INDEX `invoice_dunning_level_idx` ON `invoice_dunning` (`invoice_id`,`level`);--> statement-breakpoint
ALTER TABLE `invoice_payments` ADD `bank_entry_id` integer REFERENCES bank_statement_entries(id);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_payments_bank_entry_unique` ON `invoice_payments` (`bank_entry_id`);