ALTER TABLE `options` ADD `u_value` integer;--> statement-breakpoint
ALTER TABLE `options` ADD `ug_value` integer;--> statement-breakpoint
ALTER TABLE `options` ADD `g_value` integer;--> statement-breakpoint
ALTER TABLE `options` ADD `rw_db` integer;--> statement-breakpoint
ALTER TABLE `options` ADD `rc_class` text;