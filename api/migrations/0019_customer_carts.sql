CREATE TABLE `customer_carts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`lines` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
