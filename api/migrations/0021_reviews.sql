CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer,
	`order_number` text NOT NULL,
	`token_hash` text,
	`link_expires_at` integer NOT NULL,
	`invited_at` integer NOT NULL,
	`invited_by` text NOT NULL,
	`status` text DEFAULT 'invited' NOT NULL,
	`stars` integer,
	`text` text DEFAULT '' NOT NULL,
	`show_name` integer DEFAULT false NOT NULL,
	`author_name` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`product` text DEFAULT '' NOT NULL,
	`installed_month` text DEFAULT '' NOT NULL,
	`check_findings` text DEFAULT '[]' NOT NULL,
	`withheld_reason` text DEFAULT '' NOT NULL,
	`withheld_by` text DEFAULT '' NOT NULL,
	`withheld_at` integer,
	`reply` text DEFAULT '' NOT NULL,
	`replied_by` text DEFAULT '' NOT NULL,
	`replied_at` integer,
	`written_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_unique` ON `reviews` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_token_unique` ON `reviews` (`token_hash`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`written_at`);