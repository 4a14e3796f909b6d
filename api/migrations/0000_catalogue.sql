CREATE TABLE `app_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `option_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`key` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`type` text DEFAULT 'select' NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	CONSTRAINT "option_categories_order_not_negative" CHECK("option_categories"."order_index" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `option_categories_key_unique` ON `option_categories` (`key`);--> statement-breakpoint
CREATE TABLE `options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_modifier` integer DEFAULT 0 NOT NULL,
	`price_modifier_type` text DEFAULT 'fixed' NOT NULL,
	`image_url` text,
	`color_code` text,
	`order_index` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `option_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `options_category_name_unique` ON `options` (`category_id`,`name`);--> statement-breakpoint
CREATE INDEX `options_category_order_idx` ON `options` (`category_id`,`order_index`);--> statement-breakpoint
CREATE TABLE `product_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`product_line_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`product_line_id`) REFERENCES `product_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_categories_line_idx` ON `product_categories` (`product_line_id`);--> statement-breakpoint
CREATE TABLE `product_category_assignments` (
	`product_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `category_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `product_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`parent_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `product_lines`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `product_lines_listing_idx` ON `product_lines` (`active`,`priority`);--> statement-breakpoint
CREATE TABLE `product_options` (
	`product_id` integer NOT NULL,
	`option_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `option_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_options_option_idx` ON `product_options` (`option_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`product_line_id` integer,
	`base_price` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`product_line_id`) REFERENCES `product_lines`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "products_base_price_not_negative" CHECK("products"."base_price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category`,`active`);--> statement-breakpoint
CREATE TABLE `shop_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`shop_enabled` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'customer' NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`street` text DEFAULT '' NOT NULL,
	`house_number` text DEFAULT '' NOT NULL,
	`postal_code` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`country` text DEFAULT 'Deutschland' NOT NULL,
	`billing_company` text DEFAULT '' NOT NULL,
	`billing_street` text DEFAULT '' NOT NULL,
	`billing_house_number` text DEFAULT '' NOT NULL,
	`billing_postal_code` text DEFAULT '' NOT NULL,
	`billing_city` text DEFAULT '' NOT NULL,
	`billing_country` text DEFAULT 'Deutschland' NOT NULL,
	`delivery_company` text DEFAULT '' NOT NULL,
	`delivery_street` text DEFAULT '' NOT NULL,
	`delivery_house_number` text DEFAULT '' NOT NULL,
	`delivery_postal_code` text DEFAULT '' NOT NULL,
	`delivery_city` text DEFAULT '' NOT NULL,
	`delivery_country` text DEFAULT 'Deutschland' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));