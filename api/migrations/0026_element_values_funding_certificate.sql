ALTER TABLE `options` ADD `u_value` integer;--> statement-breakpoint
ALTER TABLE `options` ADD `ug_value` integer;--> statement-breakpoint
ALTER TABLE `options` ADD `g_value` integer;--> statement-breakpoint
ALTER TABLE `options` ADD `rw_db` integer;--> statement-breakpoint
ALTER TABLE `options` ADD `rc_class` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `building_year` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `owner_occupied` integer;--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
ALTER TABLE `quotes` ADD `funding_condition` integer DEFAULT false NOT NULL;