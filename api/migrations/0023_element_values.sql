ALTER TABLE `products` ADD `element_kind` text;--> statement-breakpoint
ALTER TABLE `products` ADD `u_value` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `ug_value` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `g_value` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `rw_db` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `rc_class` text;