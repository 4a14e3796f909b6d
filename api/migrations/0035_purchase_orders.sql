CREATE TABLE `purchase_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`order_id` integer NOT NULL,
	`supplier_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`document` text NOT NULL,
	`replaces_id` integer,
	`confirmation` text,
	`delivery` text,
	`sent_at` integer,
	`sent_by` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`replaces_id`) REFERENCES `purchase_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_orders_number_unique` ON `purchase_orders` (`number`);--> statement-breakpoint
CREATE INDEX `purchase_orders_order_idx` ON `purchase_orders` (`order_id`);--> statement-breakpoint
CREATE TABLE `supplier_article_codes` (
	`supplier_id` integer NOT NULL,
	`option_id` integer NOT NULL,
	`code` text NOT NULL,
	PRIMARY KEY(`supplier_id`, `option_id`),
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `supplier_products` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`supplier_id` integer NOT NULL,
	`discount` integer,
	`price_grid` text,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`supplier_id`) REFERENCES `suppliers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `supplier_products_supplier_idx` ON `supplier_products` (`supplier_id`);--> statement-breakpoint
CREATE TABLE `suppliers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`postcode` text NOT NULL,
	`city` text NOT NULL,
	`order_email` text NOT NULL,
	`customer_number` text DEFAULT '' NOT NULL,
	`lead_time_weeks` integer DEFAULT 6 NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `suppliers_name_unique` ON `suppliers` (`name`);