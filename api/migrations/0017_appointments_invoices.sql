CREATE TABLE `appointment_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`slots` text NOT NULL,
	`appointment_id` integer,
	`expires_at` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointment_offers_token_unique` ON `appointment_offers` (`token_hash`);--> statement-breakpoint
CREATE INDEX `appointment_offers_lead_idx` ON `appointment_offers` (`lead_id`);--> statement-breakpoint
CREATE TABLE `appointments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`lead_id` integer,
	`order_id` integer,
	`status` text DEFAULT 'booked' NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`customer_name` text DEFAULT '' NOT NULL,
	`customer_email` text,
	`uid` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_uid_unique` ON `appointments` (`uid`);--> statement-breakpoint
CREATE INDEX `appointments_starts_idx` ON `appointments` (`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_lead_idx` ON `appointments` (`lead_id`);--> statement-breakpoint
CREATE INDEX `appointments_order_idx` ON `appointments` (`order_id`);--> statement-breakpoint
CREATE TABLE `invoice_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoice_events_invoice_idx` ON `invoice_events` (`invoice_id`,`at`);--> statement-breakpoint
CREATE TABLE `invoice_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`paid_on` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice_idx` ON `invoice_payments` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`kind` text NOT NULL,
	`order_id` integer,
	`user_id` integer,
	`cancels_invoice_id` integer,
	`cancelled_by_id` integer,
	`issue_date` text NOT NULL,
	`service_date` text,
	`due_date` text NOT NULL,
	`document` text NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	`gross` integer NOT NULL,
	`amount_due` integer NOT NULL,
	`business` integer DEFAULT false NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`cancels_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`cancelled_by_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE INDEX `invoices_order_idx` ON `invoices` (`order_id`);--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`);--> statement-breakpoint
CREATE INDEX `invoices_issue_idx` ON `invoices` (`issue_date`);--> statement-breakpoint
ALTER TABLE `order_history` ADD `customer_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_history` ADD `customer_notified` integer DEFAULT true NOT NULL;