CREATE TABLE `document_counters` (
	`kind` text NOT NULL,
	`year` integer NOT NULL,
	`last` integer NOT NULL,
	PRIMARY KEY(`kind`, `year`)
);
--> statement-breakpoint
CREATE TABLE `order_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`status` text NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_history_order_idx` ON `order_history` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`lead_id` integer,
	`lead_reference` text NOT NULL,
	`user_id` integer,
	`configuration_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text,
	`lines` text NOT NULL,
	`gross` integer NOT NULL,
	`vat` integer NOT NULL,
	`net` integer NOT NULL,
	`valid_until` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`accepted_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`configuration_id`) REFERENCES `saved_configurations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_number_unique` ON `quotes` (`number`);--> statement-breakpoint
CREATE INDEX `quotes_lead_idx` ON `quotes` (`lead_id`);--> statement-breakpoint
CREATE INDEX `quotes_user_idx` ON `quotes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotes_created_idx` ON `quotes` (`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`order_number` text NOT NULL,
	`total_price` integer NOT NULL,
	`vat` integer DEFAULT 0 NOT NULL,
	`net` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`quote_id` integer,
	`lines` text DEFAULT '[]' NOT NULL,
	`customer_name` text DEFAULT '' NOT NULL,
	`customer_email` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "user_id", "order_number", "total_price", "status", "created_at", "updated_at") SELECT "id", "user_id", "order_number", "total_price", "status", "created_at", "updated_at" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`order_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_quote_unique` ON `orders` (`quote_id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `configuration_id` integer REFERENCES saved_configurations(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;