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
