CREATE TABLE `catalogue_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`action` text NOT NULL,
	`label` text NOT NULL,
	`changes` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalogue_changes_at_idx` ON `catalogue_changes` (`at`);--> statement-breakpoint
CREATE INDEX `catalogue_changes_entity_idx` ON `catalogue_changes` (`entity`,`at`);
--> statement-breakpoint
-- Hand-written (issue 11, ADR 020): the catalogue version that the public catalogue answers are cached against.
-- Every write to a catalogue table bumps it in the same transaction, whoever makes it. Keep when regenerating.
INSERT OR IGNORE INTO `app_meta` (`key`, `value`, `updated_at`) VALUES ('catalogue_version', '0', 0);
--> statement-breakpoint
CREATE TRIGGER `product_lines_insert_bumps_catalogue_version` AFTER INSERT ON `product_lines` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_lines_update_bumps_catalogue_version` AFTER UPDATE ON `product_lines` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_lines_delete_bumps_catalogue_version` AFTER DELETE ON `product_lines` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_insert_bumps_catalogue_version` AFTER INSERT ON `product_categories` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_update_bumps_catalogue_version` AFTER UPDATE ON `product_categories` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_categories_delete_bumps_catalogue_version` AFTER DELETE ON `product_categories` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `products_insert_bumps_catalogue_version` AFTER INSERT ON `products` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `products_update_bumps_catalogue_version` AFTER UPDATE ON `products` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `products_delete_bumps_catalogue_version` AFTER DELETE ON `products` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_category_assignments_insert_bumps_catalogue_version` AFTER INSERT ON `product_category_assignments` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_category_assignments_update_bumps_catalogue_version` AFTER UPDATE ON `product_category_assignments` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_category_assignments_delete_bumps_catalogue_version` AFTER DELETE ON `product_category_assignments` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `option_categories_insert_bumps_catalogue_version` AFTER INSERT ON `option_categories` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `option_categories_update_bumps_catalogue_version` AFTER UPDATE ON `option_categories` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `option_categories_delete_bumps_catalogue_version` AFTER DELETE ON `option_categories` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `options_insert_bumps_catalogue_version` AFTER INSERT ON `options` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `options_update_bumps_catalogue_version` AFTER UPDATE ON `options` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `options_delete_bumps_catalogue_version` AFTER DELETE ON `options` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_options_insert_bumps_catalogue_version` AFTER INSERT ON `product_options` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_options_update_bumps_catalogue_version` AFTER UPDATE ON `product_options` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `product_options_delete_bumps_catalogue_version` AFTER DELETE ON `product_options` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_insert_bumps_catalogue_version` AFTER INSERT ON `shop_settings` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_update_bumps_catalogue_version` AFTER UPDATE ON `shop_settings` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_delete_bumps_catalogue_version` AFTER DELETE ON `shop_settings` BEGIN UPDATE `app_meta` SET `value` = CAST(`value` AS INTEGER) + 1 WHERE `key` = 'catalogue_version'; END;
