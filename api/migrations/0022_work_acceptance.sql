CREATE TABLE `acceptance_defects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`text` text NOT NULL,
	`line_index` integer,
	`fix_by` text,
	`state` text DEFAULT 'open' NOT NULL,
	`appointment_id` integer,
	`named_by` text NOT NULL,
	`fixed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `acceptance_defects_order_idx` ON `acceptance_defects` (`order_id`);--> statement-breakpoint
CREATE TABLE `acceptance_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`defect_id` integer,
	`file` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`defect_id`) REFERENCES `acceptance_defects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `acceptance_photos_order_idx` ON `acceptance_photos` (`order_id`);--> statement-breakpoint
CREATE TABLE `work_acceptances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`state` text NOT NULL,
	`kind` text,
	`accepted_on` text,
	`warranty_ends_on` text,
	`reason` text DEFAULT '' NOT NULL,
	`place` text DEFAULT '' NOT NULL,
	`present` text DEFAULT '' NOT NULL,
	`installed_lines` text DEFAULT '[]' NOT NULL,
	`reservations` text DEFAULT '' NOT NULL,
	`customer_signer` text DEFAULT '' NOT NULL,
	`fitter_name` text DEFAULT '' NOT NULL,
	`customer_signature` text,
	`fitter_signature` text,
	`request_token_hash` text,
	`request_deadline` text,
	`consumer_notice` integer DEFAULT false NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_acceptances_order_unique` ON `work_acceptances` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `work_acceptances_token_unique` ON `work_acceptances` (`request_token_hash`);--> statement-breakpoint
CREATE INDEX `work_acceptances_deadline_idx` ON `work_acceptances` (`state`,`request_deadline`);